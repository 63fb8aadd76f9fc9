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

  @Test func wholeNumberTooLargeForAnIDIsMalformedAtItsField() {
    let body = #"{"items": [{"id": 1e30, "title": "a"}], "next": null}"#
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
