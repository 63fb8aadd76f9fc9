/// Decodes the bytes a terminal sends in raw mode into ``Key``s.
///
/// A terminal sends an escape sequence in one write, so a read returns it whole; an `ESC` at
/// the end of a read is the escape key itself.
///
/// ```swift
/// KeyParser.keys(in: Array("j\u{1B}[Aq".utf8))   // [.character("j"), .up, .character("q")]
/// ```
public enum KeyParser {
  /// Decodes one read's bytes.
  ///
  /// - Parameter bytes: What one `read` of standard input returned.
  /// - Returns: The keys, in order.
  public static func keys(in bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        keys.append(escapeSequence(in: bytes, from: &index))
      case 0x0D, 0x0A:
        keys.append(.enter)
      case 0x03:
        keys.append(.interrupt)
      case 0x04:
        keys.append(.endOfInput)
      case 0x7F, 0x08:
        keys.append(.backspace)
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
      case 0xC0...0xF7:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(bytes.count, index - 1 + length)
        let text = String(validating: bytes[(index - 1)..<end], as: UTF8.self)
        index = end
        keys.append(text?.first.map(Key.character) ?? .unknown)
      default:
        keys.append(.unknown)
      }
    }
    return keys
  }

  /// Decodes what follows an `ESC`, advancing `index` past it.
  private static func escapeSequence(in bytes: [UInt8], from index: inout Int) -> Key {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
    else { return .escape }
    index += 1
    // Parameters (digits and `;`), then one final byte.
    var parameters = ""
    while index < bytes.count,
      bytes[index] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[index])
    {
      parameters.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    guard index < bytes.count else { return .unknown }
    let final = Character(Unicode.Scalar(bytes[index]))
    index += 1
    switch (final, parameters) {
    case ("A", _): return .up
    case ("B", _): return .down
    case ("H", _), ("~", "1"), ("~", "7"): return .home
    case ("F", _), ("~", "4"), ("~", "8"): return .end
    case ("~", "5"): return .pageUp
    case ("~", "6"): return .pageDown
    default: return .unknown
    }
  }
}
