/// One benchmark: runs the library and its baselines and adds its lines to the report.
///
/// A workload is a struct that conforms in its declaration, so it takes the main actor from
/// this protocol without saying `@MainActor` again.
@MainActor
protocol Workload {
  /// The name `--filter` matches.
  var name: String { get }

  /// Runs the workload at the report's scale and adds results and notes to it.
  func run(into report: Report) async
}
