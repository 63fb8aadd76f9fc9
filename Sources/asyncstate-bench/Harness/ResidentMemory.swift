import Foundation

/// The resident set of the process and its high-water mark, from `/proc/self/status`.
///
/// The high-water mark (`VmHWM`) catches transient peaks that sampling the heap between
/// operations would miss, such as an array's old and new buffers living together while it
/// grows. Linux resets it to the current resident size when `5` is written to
/// `/proc/self/clear_refs`.
enum ResidentMemory {
  /// The resident set size in bytes (`VmRSS`), or `nil` where `/proc` is missing.
  static func current() -> Int? {
    field("VmRSS:")
  }

  /// The peak resident set size in bytes since the last reset (`VmHWM`).
  static func peak() -> Int? {
    field("VmHWM:")
  }

  /// Resets the peak to the current resident size.
  ///
  /// - Returns: Whether the kernel accepted the reset.
  @discardableResult
  static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else {
      return false
    }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else {
      return nil
    }
    // "VmRSS:	    1768 kB"
    let kilobytes = line.dropFirst(name.count).split { $0 == " " || $0 == "\t" }
      .first.flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
  }
}
