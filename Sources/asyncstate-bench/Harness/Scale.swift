/// How much work each workload does: full sizes for a real run, tiny ones for `--quick`.
struct Scale: Sendable {
  /// Whether these are the full sizes, where time and memory targets are checked.
  var isFull: Bool
  /// Alternating rounds per comparison; each round runs every subject once.
  var rounds: Int
  /// The time one subject's round should last, which sets the iterations per round.
  var roundTime: Duration
  /// The time each subject runs untimed before the first round.
  var warmUp: Duration

  // The sizes of each workload that has its own, grouped by workload.

  /// The page counts of the paging workload.
  var pageCounts: [Int]
  /// Items per page.
  var pageSize: Int
  /// Rounds of the paging workload, per page count.
  var pagingRounds: @Sendable (Int) -> Int
  /// Rounds of the deck's rebuild baseline, per page count: it copies every loaded item on
  /// every page, so at 10,000 pages one round takes about a minute.
  var rebuildRounds: @Sendable (Int) -> Int
  /// The list sizes, in items, at which the worst-page workload finds the dearest page.
  var worstPageItems: [Int]
  /// Rounds of the worst-page workload, per size.
  var worstPageRounds: Int
  /// Concurrent `load()` calls of the dedup workload.
  var concurrentCalls: Int
  /// Rounds of the dedup workload.
  var dedupRounds: Int
  /// Items a two-way paging loader holds before it pages at both ends.
  var twoWayItems: Int = 10_000
  /// Pages the two-way workload loads at each end.
  var twoWaySteps: Int = 40
  /// Instances allocated to measure the bytes of one idle loader.
  var idleInstances: Int
  /// Items loaded to measure peak memory.
  var memoryItems: Int
  /// Rounds of the peak-memory measurement.
  var memoryRounds: Int
  /// Loaders created and dropped by the lifetime workload.
  var lifetimeLoaders: Int

  static let full = Scale(
    isFull: true, rounds: 15, roundTime: .milliseconds(40), warmUp: .milliseconds(100),
    pageCounts: [1_000, 10_000], pageSize: 50, pagingRounds: { $0 >= 10_000 ? 11 : 15 },
    rebuildRounds: { $0 >= 10_000 ? 1 : 9 },
    worstPageItems: [10_000, 100_000, 1_000_000], worstPageRounds: 5,
    concurrentCalls: 1_000, dedupRounds: 21, idleInstances: 10_000,
    memoryItems: 1_000_000, memoryRounds: 3, lifetimeLoaders: 100_000)

  static let quick = Scale(
    isFull: false, rounds: 3, roundTime: .milliseconds(2), warmUp: .milliseconds(2),
    pageCounts: [200], pageSize: 50, pagingRounds: { _ in 1 }, rebuildRounds: { _ in 1 },
    worstPageItems: [1_000, 10_000], worstPageRounds: 1,
    concurrentCalls: 1_000, dedupRounds: 2, twoWayItems: 1_000, twoWaySteps: 4,
    idleInstances: 200, memoryItems: 10_000, memoryRounds: 1, lifetimeLoaders: 2_000)
}
