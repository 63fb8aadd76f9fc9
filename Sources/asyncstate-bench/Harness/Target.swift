/// The bound a result must meet.
struct Target: Codable, Equatable {
  enum Comparison: String, Codable {
    case atMost
    case exactly
  }

  var comparison: Comparison
  var bound: Double
  /// Whether the bound only means something at full sizes (times, memory ratios): such a
  /// target is not checked in `--quick`. Exact counts are checked at every size.
  var needsFullScale: Bool

  static func atMost(_ bound: Double) -> Self {
    Self(comparison: .atMost, bound: bound, needsFullScale: true)
  }

  /// An upper bound on a count: checked at every size, as an exact count is.
  static func countAtMost(_ bound: Double) -> Self {
    Self(comparison: .atMost, bound: bound, needsFullScale: false)
  }

  static func exactly(_ bound: Double) -> Self {
    Self(comparison: .exactly, bound: bound, needsFullScale: false)
  }

  func isMet(by value: Double) -> Bool {
    switch comparison {
    case .atMost: value <= bound
    case .exactly: value == bound
    }
  }

  func formatted(unit: Quantity.Unit) -> String {
    let bound = Quantity(value: bound, unit: unit).formatted
    return switch comparison {
    case .atMost: "≤ " + bound
    case .exactly: "= " + bound
    }
  }
}
