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

  /// The slots of the observers registered; an empty slot is a cancelled observer, dropped
  /// at the next notification.
  private var slots: [Locked<Handler?>] = []

  nonisolated init() {}

  /// Whether no observer is registered (cancelled ones may still be counted).
  var isEmpty: Bool { slots.isEmpty }

  /// How many observers are registered and not cancelled.
  var count: Int {
    slots.count { slot in slot.withLock { $0 != nil } }
  }

  /// Registers `handler`; the returned token empties its slot when cancelled or released.
  func add(_ handler: @escaping Handler) -> StateObservation {
    let slot = Locked<Handler?>(handler)
    slots.append(slot)
    return StateObservation {
      // Taken out under the lock, released outside it: what the closure captured may
      // cancel other observations as it goes.
      let released = slot.withLock { handler in
        defer { handler = nil }
        return handler
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
      guard let handler = slot.withLock({ $0 }) else { continue }
      handler(state, cause)
    }
  }
}
