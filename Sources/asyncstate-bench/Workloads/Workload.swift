/// One benchmark: runs the library and its baselines and adds its lines to the report.
@MainActor
protocol Workload {
  /// The name `--filter` matches.
  var name: String { get }

  /// Runs the workload at the report's scale and adds results and notes to it.
  func run(into report: Report) async
}
