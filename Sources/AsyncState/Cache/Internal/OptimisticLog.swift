/// The optimistic changes of one entry whose mutations have not ended yet, over the value
/// they started from.
///
/// What is on screen is ``base`` with every pending change applied in call order. When a
/// mutation succeeds, its change is folded into the base; when one fails, it is dropped and
/// the value on screen is rebuilt from the base and the changes still pending — with none
/// pending, it is exactly the base, the value before. If anything else brought a new value
/// meanwhile (a load, a written value; ``generation`` tells), that newer value stands and the
/// log starts over.
@MainActor
final class OptimisticLog<Value>: PendingChanges {
  struct Change {
    let id: Int
    let apply: (inout Value) -> Void
  }

  /// The value before the pending changes.
  var base: Value?
  /// The pending changes, oldest first.
  var pending: [Change] = []
  /// The entry's value generation after the log last wrote the value.
  var generation: UInt64 = 0
  /// Whether a successful mutation asked to revalidate once the pending ones end.
  var revalidatesWhenSettled = false
  private var nextID = 0

  /// Whether changes are pending: the value on screen is not confirmed.
  var hasPendingChanges: Bool { !pending.isEmpty }

  /// Starts a change over `current`, the value on screen, and returns it changed.
  ///
  /// - Parameters:
  ///   - current: The value on screen.
  ///   - generation: The entry's value generation now.
  ///   - apply: The change.
  /// - Returns: The change's id and the value to show.
  func begin(
    over current: Value, generation: UInt64, _ apply: @escaping (inout Value) -> Void
  ) -> (id: Int, value: Value) {
    if pending.isEmpty || generation != self.generation {
      // Nothing pending, or newer data replaced what the pending changes were made on.
      base = current
      pending = []
    }
    nextID += 1
    pending.append(Change(id: nextID, apply: apply))
    var value = current
    apply(&value)
    return (nextID, value)
  }

  /// Ends change `id`; `generation` is the entry's value generation now.
  ///
  /// - Returns: On a failure with nothing newer in between, the value to put back on screen.
  func end(_ id: Int, succeeded: Bool, generation: UInt64) -> Value? {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return nil }
    guard generation == self.generation, var value = base else {
      // Newer data arrived: it stands, and the pending changes no longer apply to it.
      base = nil
      pending = []
      return nil
    }
    let change = pending.remove(at: index)
    if succeeded {
      change.apply(&value)
      base = pending.isEmpty ? nil : value
      return nil
    }
    // Exactly the value before when nothing else is pending.
    let before = value
    for change in pending { change.apply(&value) }
    if pending.isEmpty { base = nil }
    return pending.isEmpty ? before : value
  }
}

/// What the cache's persistence asks of an entry's ``OptimisticLog`` without knowing its value
/// type: whether the value on screen holds changes not confirmed yet.
@MainActor
protocol PendingChanges: AnyObject {
  var hasPendingChanges: Bool { get }
}
