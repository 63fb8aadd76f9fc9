import AsyncState
import Foundation
import Testing

@testable import AsyncStateDemo

extension NetworkTests {
  /// `HTTPFeed` against `Scripts/feed-server.py` on loopback, one fault mode per test.
  @Suite struct HTTPFeedTests {
    @Test func readsPagesUntilTheEnd() async throws {
      let server = try FeedServer(["--pages", "2", "--page-size", "3"])
      defer { server.stop() }
      let feed = HTTPFeed(url: server.url, pageSize: 3)
      let first = try await feed.page(after: nil)
      #expect(first.items == [1, 2, 3].map { Post(id: $0, title: "Post \($0)") })
      let second = try await feed.page(after: first.next)
      #expect(second.items.map(\.id) == [4, 5, 6])
      #expect(second.next == nil)
    }

    @Test func theServerFiltersByQuery() async throws {
      let server = try await FeedServer.start(["--pages", "3", "--page-size", "5"])
      defer { server.stop() }
      let feed = HTTPFeed(url: server.url, pageSize: 3)
      #expect(feed.requestURL("after-3", filter: "1").query == "cursor=after-3&limit=3&q=1")
      #expect(feed.requestURL(nil).query == "limit=3")
      // Posts 1...15, titled "Post N": those whose title contains "1", three a page.
      let first = try await feed.page(after: nil, matching: "1")
      #expect(first.items.map(\.id) == [1, 10, 11])
      let second = try await feed.page(after: first.next, matching: "1")
      #expect(second.items.map(\.id) == [12, 13, 14])
      let last = try await feed.page(after: second.next, matching: "1")
      #expect(last.items.map(\.id) == [15])
      #expect(last.next == nil)
      let none = try await feed.page(after: nil, matching: "post 99")
      #expect(none.items.isEmpty && none.next == nil)
    }

    @Test(arguments: [
      (["--fault", "status:503"], FeedError.status(503)),
      (["--fault", "malformed"], .malformed(field: "items[0].title")),
      (["--fault", "drop"], .connectionLost),
      (["--fault", "delay:600"], .timedOut(after: .seconds(1))),
    ])
    func mapsEachFault(arguments: [String], expected: FeedError) async throws {
      let server = try FeedServer(arguments + ["--fault-after-page", "1"])
      defer { server.stop() }
      // Only the delay case waits for its timeout, and its server holds the request for 600 s
      // (until the test stops it): however busy the machine, only the 1 s timeout ends it. The
      // others have 10 s, far above their normal time, so a busy machine never times them out.
      let timeout: Duration = arguments.contains("delay:600") ? .seconds(1) : .seconds(10)
      let feed = HTTPFeed(url: server.url, pageSize: 5, timeout: timeout)
      let first = try await feed.page(after: nil)
      #expect(first.items.count == 5)
      await #expect(throws: expected) { try await feed.page(after: first.next) }
    }

    @Test func repeatCursorSendsTheSameCursorBack() async throws {
      let server = try FeedServer(["--fault", "repeat-cursor", "--fault-after-page", "1"])
      defer { server.stop() }
      let feed = HTTPFeed(url: server.url, pageSize: 5)
      let first = try await feed.page(after: nil)
      let cursor = try #require(first.next)
      #expect(try await feed.page(after: cursor).next == cursor)
    }

    @Test func refusedConnectionNamesTheAddress() async throws {
      let server = try FeedServer()
      server.stop()
      let feed = HTTPFeed(url: server.url, timeout: .seconds(5))
      await #expect(throws: FeedError.connectionRefused(host: "127.0.0.1", port: server.port)) {
        try await feed.page(after: nil)
      }
    }

    @Test(arguments: [
      (#"{"items": []}"#, "next"),
      (#"{"items": [{"id": 1}], "next": null}"#, "items[0].title"),
      (#"{"items": [{"id": "one", "title": "x"}], "next": null}"#, "items[0].id"),
      (#"{"items": 3, "next": null}"#, "items"),
      ("<html>", "body"),
    ])
    func malformedBodyNamesTheField(body: String, field: String) throws {
      // `next` must be present (null at the end): a body without it is malformed, not the end.
      #expect {
        try JSONDecoder().decode(FeedBody.self, from: Data(body.utf8))
      } throws: { error in
        (error as? DecodingError).map(FeedBody.field(of:)) == field
      }
    }
  }
}
