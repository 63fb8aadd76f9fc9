/// One side of a comparison: the library or one of its baselines.
///
/// `run(n)` performs `n` operations; the harness times the whole call and divides.
@MainActor
struct Subject {
  var name: String
  var run: (Int) async -> Void

  init(_ name: String, run: @escaping (Int) async -> Void) {
    self.name = name
    self.run = run
  }
}
