/// An action's attempts, with the runner's retry policy and timeout, and how they ended.
///
/// Run directly, or as the mutation of the cache's optimistic updates (``CacheEffect``),
/// nested one inside the other: either way ``run()`` runs once and ``outcome`` holds the
/// result for the runner.
@MainActor
final class ActionAttempts<Value: Sendable, Failure: Error> {
  private let attempts: AttemptRunner<Value, Failure>
  private let fetch: Fetch<Value, Failure>
  private let onRetry: @MainActor (Int) -> Void
  /// How the attempts ended; `nil` until they have run.
  private(set) var outcome: FetchOutcome<Value, Failure>?

  init(
    _ attempts: AttemptRunner<Value, Failure>, fetch: @escaping Fetch<Value, Failure>,
    onRetry: @escaping @MainActor (Int) -> Void
  ) {
    self.attempts = attempts
    self.fetch = fetch
    self.onRetry = onRetry
  }

  /// Runs the attempts through the optimistic updates of `steps`, the first outermost, and
  /// returns how they ended.
  func run<Argument: Sendable>(
    _ argument: Argument,
    through steps:
      [@MainActor @Sendable (Argument, OptimisticMutation) async throws(OptimisticMutation
      .Interrupted) -> Void]
  ) async -> FetchOutcome<Value, Failure> {
    guard !steps.isEmpty else {
      // No cache update to run inside: the attempts run here, without the hops off the main
      // actor and back that a mutation takes (two of the four thread switches per action).
      _ = await run()
      return outcome ?? .cancelled
    }
    var mutation: @concurrent @Sendable () async throws(OptimisticMutation.Interrupted) -> Void =
      { [self] () async throws(OptimisticMutation.Interrupted) in
        guard await self.run() else { throw OptimisticMutation.Interrupted() }
      }
    for step in steps.reversed() {
      let inner = OptimisticMutation(run: mutation, announced: { [self] in self.failure })
      mutation = { () async throws(OptimisticMutation.Interrupted) in
        try await step(argument, inner)
      }
    }
    do throws(OptimisticMutation.Interrupted) {
      try await mutation()
    } catch {
      // The outcome says whether it failed or was cancelled.
    }
    // A cache that ran no mutation (it had no entry for the query) leaves the attempts to run.
    if outcome == nil { _ = await run() }
    return outcome ?? .cancelled
  }

  /// Runs the attempts once; `true` if they succeeded.
  private func run() async -> Bool {
    let onRetry = onRetry
    let outcome = await attempts.run(fetch) { onRetry($0) }
    self.outcome = outcome
    if case .success = outcome { return true }
    return false
  }

  /// The failure the attempts ended with, or `nil` (a success, a cancellation).
  private var failure: (any Error)? {
    if case .failure(let failure) = outcome { return failure }
    return nil
  }
}
