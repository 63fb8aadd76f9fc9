/// Many callers at once while their fetch waits on a ``Gate``: the setup and the timing that
/// the dedup, actions and cache-screens workloads share.
///
/// Each caller is a main-actor task, created one after the other; a task created after all of
/// them opens the gate. The main actor runs its jobs in order, so every caller has started
/// before the gate opens and any fetch can finish. The time runs from creating the first
/// caller to the last one returning.
@MainActor
enum Burst {
  /// Runs `callers` calls of `call` at once, each with its index, and opens `gate` after the
  /// last has started.
  ///
  /// - Returns: The nanoseconds until every call has returned, and what each returned, in
  ///   index order.
  static func run<Result: Sendable>(
    callers: Int,
    opening gate: Gate,
    _ call: @escaping @MainActor @Sendable (Int) async -> Result
  ) async -> (nanoseconds: Double, results: [Result]) {
    let clock = ContinuousClock()
    let start = clock.now
    let tasks = (0..<callers).map { index in
      Task { @MainActor in await call(index) }
    }
    let opener = Task { @MainActor in gate.open() }
    var results: [Result] = []
    results.reserveCapacity(callers)
    for task in tasks { results.append(await task.value) }
    let time = start.duration(to: clock.now).nanoseconds
    await opener.value
    return (time, results)
  }
}
