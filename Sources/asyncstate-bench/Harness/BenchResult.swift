/// One line of the result table.
struct BenchResult: Codable, Equatable {
  /// Whether the result met its target.
  enum Status: String, Codable {
    /// The target is met.
    case pass = "PASS"
    /// The target is missed; the note says why.
    case miss = "MISS"
    /// A number to read, with no target.
    case info = "info"
    /// A time or memory target, not checked at `--quick` sizes.
    case unchecked = "n/a"
  }

  var workload: String
  var measure: String
  /// The library's number, if the line compares it with a baseline.
  var library: Quantity?
  /// The baseline's number.
  var baseline: Quantity?
  /// The number the target applies to: usually library / baseline.
  var value: Quantity
  var target: Target?
  var status: Status
  var note: String?

  init(
    workload: String, measure: String, library: Quantity? = nil, baseline: Quantity? = nil,
    value: Quantity, target: Target? = nil, fullScale: Bool, note: String? = nil
  ) {
    self.workload = workload
    self.measure = measure
    self.library = library
    self.baseline = baseline
    self.value = value
    self.target = target
    self.note = note
    if let target {
      if target.needsFullScale && !fullScale {
        status = .unchecked
      } else {
        status = target.isMet(by: value.value) ? .pass : .miss
      }
    } else {
      status = .info
    }
  }
}
