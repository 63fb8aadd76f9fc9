/// A measured number with its unit, printed in the table and encoded in the JSON.
struct Quantity: Codable, Equatable {
  enum Unit: String, Codable {
    case nanoseconds
    case bytes
    case count
    case ratio
  }

  var value: Double
  var unit: Unit

  static func nanoseconds(_ value: Double) -> Self { Self(value: value, unit: .nanoseconds) }
  static func bytes(_ value: Double) -> Self { Self(value: value, unit: .bytes) }
  static func count(_ value: Int) -> Self { Self(value: Double(value), unit: .count) }
  static func ratio(_ value: Double) -> Self { Self(value: value, unit: .ratio) }

  /// A short human-readable form: `12.3 ns`, `4.56 µs`, `23.1 MB`, `1.05×`, `2`.
  var formatted: String {
    switch unit {
    case .nanoseconds:
      if value < 1_000 { return Self.format(value, "ns") }
      if value < 1_000_000 { return Self.format(value / 1_000, "µs") }
      if value < 1_000_000_000 { return Self.format(value / 1_000_000, "ms") }
      return Self.format(value / 1_000_000_000, "s")
    case .bytes:
      if abs(value) < 10_000 { return Self.format(value, "B") }
      if abs(value) < 10_000_000 { return Self.format(value / 1_000, "kB") }
      return Self.format(value / 1_000_000, "MB")
    case .count:
      return String(Int(value.rounded()))
    case .ratio:
      return Self.digits(value) + "×"
    }
  }

  private static func format(_ value: Double, _ suffix: String) -> String {
    digits(value) + " " + suffix
  }

  /// Three significant digits at most, without exponent.
  static func digits(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    return fixed(value, decimals: decimals)
  }

  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    let digits = String(fraction)
    return sign + String(whole) + "."
      + String(repeating: "0", count: decimals - digits.count) + digits
  }
}
