import AsyncStateDemo
import Testing

@Suite struct KeyParserTests {
  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}OA", .up), ("\u{1B}OB", .down),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}[4~", .end),
    ("\r", .enter), ("\n", .enter), ("\u{03}", .interrupt), ("\u{04}", .endOfInput),
    ("\u{1B}", .escape), ("\u{7F}", .backspace), ("\u{08}", .backspace),
    ("q", .character("q")), ("é", .character("é")),
    ("\u{1B}[15~", .unknown), ("\u{1B}[1;5C", .unknown),
  ])
  func decodesOneKey(bytes: String, key: Key) {
    #expect(KeyParser.keys(in: Array(bytes.utf8)) == [key])
  }

  @Test func decodesSeveralKeysFromOneRead() {
    let keys = KeyParser.keys(in: Array("jj\u{1B}[Ax\u{1B}\r".utf8))
    #expect(keys == [.character("j"), .character("j"), .up, .character("x"), .escape, .enter])
  }

  @Test func truncatedSequenceIsUnknownNotACrash() {
    #expect(KeyParser.keys(in: Array("\u{1B}[5".utf8)) == [.unknown])
    #expect(KeyParser.keys(in: [0xC3]) == [.unknown])
  }
}
