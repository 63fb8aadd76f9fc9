import AsyncState
import AsyncStateDemo
import Foundation
import Testing

@Suite struct FeedBodyTests {
  func failure(of body: Data) -> FeedError? {
    if case .failure(let error) = FeedBody.page(from: body) { error } else { nil }
  }

  @Test func readsAValidBody() throws {
    let page = try FeedBody.page(
      from: Data(#"{"items": [{"id": 7, "title": "Seven"}], "next": "c2"}"#.utf8)
    ).get()
    #expect(page.items == [Post(id: 7, title: "Seven")])
    #expect(page.next == "c2")
  }

  @Test func fractionalIDIsNotAWholeNumberAtItsField() {
    let body = #"{"items": [{"id": 1, "title": "a"}, {"id": 2.5, "title": "b"}], "next": null}"#
    #expect(failure(of: Data(body.utf8)) == .notWholeNumber(field: "items[1].id", value: "2.5"))
  }

  /// A whole number too large for an id says so, with the number as sent, whether or not a
  /// `Double` holds it; a string is malformed.
  @Test(arguments: ["1e300", "1e400", "-1e400", "123456789012345678901234567890"])
  func wholeNumberTooLargeForAnIDSaysSoAtItsField(number: String) {
    let body = #"{"items": [{"id": "# + number + #", "title": "a"}], "next": null}"#
    let failure = failure(of: Data(body.utf8))
    #expect(failure == .idOutOfRange(field: "items[0].id", value: number))
    #expect(
      failure?.errorDescription
        == "The server's JSON has \"items[0].id\" = \(number), which is too large for an id (64 bits)."
    )
  }

  @Test func idThatIsAStringIsMalformedAtItsField() {
    let body = #"{"items": [{"id": "1", "title": "a"}], "next": null}"#
    #expect(failure(of: Data(body.utf8)) == .malformed(field: "items[0].id"))
  }

  @Test func invalidUTF8NamesTheFirstBadByte() {
    let body =
      Data(#"{"items": [{"id": 1, "title": "é"#.utf8) + Data([0xC3, 0x28])
      + Data(#""}], "next": null}"#.utf8)
    // 31 bytes before `é`, which takes two: the bad sequence starts at byte 33.
    #expect(failure(of: body) == .invalidUTF8(offset: 33))
    #expect(FeedBody.firstInvalidUTF8Offset(in: Data("plain ✓".utf8)) == nil)
  }

  @Test func bodyThatIsNotJSONIsMalformedBody() {
    #expect(failure(of: Data("<html>".utf8)) == .malformed(field: "body"))
  }
}
