/// The synchronous observers of one state source, on the main actor, in registration order.
///
/// Each observer's closure sits in a slot of its own that its ``StateObservation`` empties
/// when it is cancelled or released, on whatever thread that happens: the closure — and what
/// it captured — goes at once, not at the source's next transition, which may never come. An
/// observer that captures its loader, or the view controller that owns the loader, therefore
/// frees it at `cancel()`. (A hop to the main actor to forget the closure there was tried
/// first; on Linux the main actor's jobs do not run on the main thread, so a cancel could not
/// tell whether it was on the main actor, and the hop made the release late again.)
@MainActor
final class ObserverList<State> {
  typealias Handler = @MainActor (State, TransitionCause) -> Void

  /// An observer's closure, kept in a struct of its own rather than directly in `Locked`.
  ///
  /// A closure stored as a generic `Locked`'s value is kept at the generic value's
  /// abstraction, and every `withLock` call reads it into a closure of the concrete type and
  /// writes it back, each way wrapped in one more reabstraction thunk. Read at every
  /// transition, an observer grew by four thunks a notification: after 100,000 elements of a
  /// live source, calling it or releasing it recursed that deep and overflowed the stack
  /// (the benchmark's `live-stream` workload). A struct's field keeps its own abstraction.
  private struct Entry: Sendable {
    let handler: Handler
  }

  /// The slots of the observers registered; an empty slot is a cancelled observer, dropped
  /// at the next notification.
  private var slots: [Locked<Entry?>] = []

  nonisolated init() {}

  /// Whether no observer is registered (cancelled ones may still be counted).
  var isEmpty: Bool { slots.isEmpty }

  /// How many observers are registered and not cancelled.
  var count: Int {
    slots.count { slot in slot.withLock { $0 != nil } }
  }

  /// Registers `handler`; the returned token empties its slot when cancelled or released.
  func add(_ handler: @escaping Handler) -> StateObservation {
    let slot = Locked<Entry?>(Entry(handler: handler))
    slots.append(slot)
    return StateObservation {
      // Taken out under the lock, released outside it: what the closure captured may
      // cancel other observations as it goes.
      let released = slot.withLock { entry in
        defer { entry = nil }
        return entry
      }
      _ = released
    }
  }

  /// Calls every observer not cancelled, in registration order, with the new state and the
  /// cause of the move.
  func notify(_ state: State, cause: TransitionCause) {
    slots.removeAll { slot in slot.withLock { $0 == nil } }
    // Iterate over a copy: an observer may register or cancel others while being called.
    for slot in slots {
      guard let entry = slot.withLock({ $0 }) else { continue }
      entry.handler(state, cause)
    }
  }
}
