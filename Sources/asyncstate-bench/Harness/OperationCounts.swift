/// What one operation costs besides its time: heap allocations and executor jobs (see
/// ``OperationCounter``), averaged over a batch of identical operations.
struct OperationCounts {
  /// Heap allocations (`malloc` and its relatives).
  var allocations: Double
  /// Jobs enqueued on the main actor: hops to it, tasks started on it, callers resumed on it.
  var mainJobs: Double
  /// Jobs enqueued on the cooperative pool: hops off the main actor, tasks started there.
  var poolJobs: Double

  /// Every executor job: each is one hop of a task onto an executor.
  var hops: Double { mainJobs + poolJobs }
}
