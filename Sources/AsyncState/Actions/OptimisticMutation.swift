/// An ``ActionRunner``'s attempts as the mutation of a cache's optimistic update.
///
/// The cache's `update` runs a mutation that returns nothing and rolls back when it throws.
/// The runner hands it its attempts (with their retries and timeouts) in this form: they
/// throw ``Interrupted`` when the action failed or was cancelled, and ``announced`` says
/// what the cache announces on `updateFailures()`: the action's own failure, and nothing for
/// a cancellation, which is never a failure.
struct OptimisticMutation: Sendable {
  /// The action did not succeed: it failed or was cancelled. The runner knows which.
  struct Interrupted: Error {}

  /// Runs the action's attempts; throws when they did not succeed.
  let run: @concurrent @Sendable () async throws(Interrupted) -> Void
  /// The failure to announce once `run` threw: the action's, or `nil` for a cancellation.
  let announced: @MainActor @Sendable () -> (any Error)?
}
