/// Times one run of a piece of work on the continuous clock: the measure of the workloads
/// that time a whole sequence once per side, rather than in ``AlternatingRounds``.
@MainActor
enum Stopwatch {
  /// Runs `work` once.
  ///
  /// - Returns: How long it took, in nanoseconds, and what it returned.
  static func time<Result>(
    _ work: () async throws -> Result
  ) async rethrows -> (nanoseconds: Double, result: Result) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await work()
    return (start.duration(to: clock.now).nanoseconds, result)
  }

  /// Runs `work` once.
  ///
  /// - Returns: How long it took, in nanoseconds.
  static func nanoseconds(_ work: () async throws -> Void) async rethrows -> Double {
    try await time(work).nanoseconds
  }
}
