/// The kinds of result line the workloads add, each named once with the workload it belongs
/// to; whether a time or memory target is checked follows from the report's scale.
extension Report {
  /// Adds a line comparing the library's number with a baseline's (bytes, times) by their
  /// ratio: library / baseline.
  func addRatio(
    _ workload: String, _ measure: String, library: Quantity, baseline: Quantity,
    target: Target? = nil, note: String? = nil
  ) {
    add(
      BenchResult(
        workload: workload, measure: measure, library: library, baseline: baseline,
        value: .ratio(library.value / baseline.value), target: target, fullScale: scale.isFull,
        note: note))
  }

  /// Adds a line comparing the library's time with a baseline's, in nanoseconds.
  func addTimeRatio(
    _ workload: String, _ measure: String, library: Double, baseline: Double,
    target: Target? = nil, note: String? = nil
  ) {
    addRatio(
      workload, measure, library: .nanoseconds(library), baseline: .nanoseconds(baseline),
      target: target, note: note)
  }

  /// Adds a line comparing two subjects of one ``AlternatingRounds`` run by their median
  /// times: library / baseline.
  func addTimeRatio(
    _ workload: String, _ measure: String, _ timing: [String: [Double]], _ library: String,
    vs baseline: String, target: Target? = nil, note: String? = nil
  ) {
    addTimeRatio(
      workload, measure, library: timing.median(library), baseline: timing.median(baseline),
      target: target, note: note)
  }

  /// Adds a line showing one number on its own: no baseline, no target.
  func addValue(_ workload: String, _ measure: String, _ value: Quantity) {
    add(BenchResult(workload: workload, measure: measure, value: value, fullScale: scale.isFull))
  }

  /// Adds a line counting something (fetches, notifications, states): the library's count,
  /// shown against a baseline's when there is one, and checked against an exact target if
  /// given (at every scale).
  func addCount(
    _ workload: String, _ measure: String, _ count: Int, baseline: Int? = nil,
    exactly target: Int? = nil
  ) {
    addCount(
      workload, measure, count, baseline: baseline, target: target.map { .exactly(Double($0)) })
  }

  /// Adds a line counting something, checked against an upper bound (at every scale).
  func addCount(
    _ workload: String, _ measure: String, _ count: Int, baseline: Int? = nil,
    atMost bound: Int
  ) {
    addCount(workload, measure, count, baseline: baseline, target: .countAtMost(Double(bound)))
  }

  private func addCount(
    _ workload: String, _ measure: String, _ count: Int, baseline: Int?, target: Target?
  ) {
    add(
      BenchResult(
        workload: workload, measure: measure, library: baseline.map { _ in .count(count) },
        baseline: baseline.map { .count($0) }, value: .count(count),
        target: target, fullScale: scale.isFull))
  }

  /// Adds a line comparing a byte count after a workload with the same count before it
  /// (value: after / before), or nothing when either could not be read here.
  func addAfterVsBefore(_ workload: String, _ measure: String, after: Int?, before: Int?) {
    guard let after, let before else { return }
    addRatio(workload, measure, library: .bytes(Double(after)), baseline: .bytes(Double(before)))
  }
}
