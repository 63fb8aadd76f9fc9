/// A number of bytes, as `--max-response-size` reads it (`512KB`, `10MB`, `1GB`) and as
/// messages show it (`10 MB`).
///
/// Units are binary: 1 KB is 1,024 bytes, 1 MB is 1,024 KB, 1 GB is 1,024 MB.
///
/// ```swift
/// ByteSize(parsing: "10MB")?.bytes   // 10_485_760
/// ByteSize(bytes: 524_288).description   // "512 KB"
/// ```
public struct ByteSize: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number of bytes.
  public var bytes: Int

  /// The largest size the demo accepts: 4 GB.
  public static let maximum = ByteSize(bytes: 4 << 30)

  /// Creates a size from a number of bytes.
  ///
  /// - Parameter bytes: The number of bytes, zero or more.
  public init(bytes: Int) {
    self.bytes = max(0, bytes)
  }

  /// Reads a size written like `512KB`, `10MB`, `1.5GB`, `2048B` or a bare `2048` (bytes),
  /// in any letter case, with an optional space before the unit.
  ///
  /// Returns `nil` for anything else, and for zero, negative sizes and sizes above
  /// ``maximum``.
  ///
  /// - Parameter text: The text to read.
  public init?(parsing text: String) {
    let (kilo, mega, giga) = (1_024.0, 1_048_576.0, 1_073_741_824.0)
    let units: [(suffix: String, multiplier: Double)] = [
      ("KIB", kilo), ("MIB", mega), ("GIB", giga), ("KB", kilo), ("MB", mega), ("GB", giga),
      ("K", kilo), ("M", mega), ("G", giga), ("B", 1),
    ]
    let upper = text.uppercased()
    var number = Substring(upper)
    var multiplier: Double = 1
    if let unit = units.first(where: { upper.hasSuffix($0.suffix) }) {
      number = upper.dropLast(unit.suffix.count)
      multiplier = unit.multiplier
    }
    while number.last == " " { number.removeLast() }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let amount = Double(number), amount.isFinite
    else { return nil }
    let bytes = (amount * multiplier).rounded()
    guard bytes >= 1, bytes <= Double(Self.maximum.bytes) else { return nil }
    self.bytes = Int(bytes)
  }

  /// The size in the largest unit that keeps it readable: `10 MB`, `512 KB`, `1.5 GB`,
  /// `900 bytes`.
  public var description: String {
    let units: [(name: String, size: Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)]
    for unit in units where bytes >= unit.size {
      let amount = Double(bytes) / Double(unit.size)
      let tenths = (amount * 10).rounded() / 10
      let text = tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
      return "\(text) \(unit.name)"
    }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }

  /// Orders sizes by their number of bytes.
  public static func < (lhs: ByteSize, rhs: ByteSize) -> Bool {
    lhs.bytes < rhs.bytes
  }
}
