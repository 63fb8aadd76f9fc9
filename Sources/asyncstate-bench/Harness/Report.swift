/// What a run produced: the result lines, the notes on how each workload measured, and the
/// per-page series for the plot.
@MainActor
final class Report {
  let scale: Scale
  private(set) var results: [BenchResult] = []
  private(set) var notes: [String] = []
  /// Per-page cost series of the largest paging run, for `--plot`.
  var pagingPlot: PagingPlot?

  init(scale: Scale) {
    self.scale = scale
  }

  /// Adds a result line.
  func add(_ result: BenchResult) {
    results.append(result)
  }

  /// Adds a note on how a workload measured, printed under the table.
  func note(_ workload: String, _ text: String) {
    notes.append("\(workload): \(text)")
  }

  /// Whether an exact-count target (not a time) was missed: a correctness failure.
  var missedExactTarget: Bool {
    results.contains { $0.status == .miss && $0.target?.needsFullScale == false }
  }
}
