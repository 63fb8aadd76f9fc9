/// The sleepers of a ``ManualClock``: who wakes when, and in which order.
///
/// A pure value: the clock keeps one under its lock and resumes the tokens it hands back.
/// Generic over the token so the ordering can be tested without suspending tasks.
struct SleeperQueue<Token: Sendable>: Sendable {
  /// One sleeper; `id` is the registration order and breaks deadline ties.
  struct Entry: Sendable {
    let id: Int
    let deadline: SuspendingClock.Instant
    let token: Token
  }

  private(set) var entries: [Entry] = []

  /// The number of sleepers.
  var count: Int { entries.count }

  /// The earliest deadline, or `nil` when nobody sleeps.
  var nextDeadline: SuspendingClock.Instant? { entries.map(\.deadline).min() }

  /// Adds a sleeper; `id` must be larger than every id added before.
  mutating func insert(_ token: Token, id: Int, deadline: SuspendingClock.Instant) {
    entries.append(Entry(id: id, deadline: deadline, token: token))
  }

  /// Removes the sleeper `id` and returns its token, or `nil` when it is not here.
  mutating func remove(id: Int) -> Token? {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
    return entries.remove(at: index).token
  }

  /// Removes every sleeper whose deadline is not after `instant`.
  ///
  /// - Returns: Their tokens in wake order: by deadline, ties by registration.
  mutating func removeDue(at instant: SuspendingClock.Instant) -> [Token] {
    let due =
      entries
      .filter { $0.deadline <= instant }
      .sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    entries.removeAll { $0.deadline <= instant }
    return due.map(\.token)
  }
}
