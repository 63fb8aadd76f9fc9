import AsyncState
import AsyncStateTesting
import Foundation
import Testing

@testable import AsyncStateDemo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkTests {
  /// `--live` over HTTP: `Scripts/feed-server.py` streams the posts it publishes as
  /// server-sent events, the HTTP feed reads them as they arrive, and a dropped stream
  /// reconnects by the session's retry policy (on a manual clock) with the posts kept on
  /// screen. Each wait is for the next event itself; only the hang guard bounds time.
  @MainActor
  @Suite(.timeLimit(.minutes(2))) struct HTTPLiveTests {
    let clock = ManualClock()

    /// Asks the server to publish a post now, or to drop every live stream.
    func post(_ server: FeedServer, _ path: String) async throws {
      var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)\(path)")!)
      request.httpMethod = "POST"
      let status = await withCheckedContinuation { continuation in
        URLSession.shared.dataTask(with: request) { _, response, _ in
          continuation.resume(returning: (response as? HTTPURLResponse)?.statusCode)
        }.resume()
      }
      #expect(status == 200, "POST \(path)")
    }

    @Test func theStreamBringsEachPublishedPostAndReconnectsWhenItDrops() async throws {
      let server = try await FeedServer.start(["--pages", "1", "--page-size", "3"])
      defer { server.stop() }
      let feed = HTTPFeed(url: server.url, pageSize: 3)
      let session = FeedSession(
        source: feed, failures: FailureInjection(),
        cache: LoaderCache(configuration: .init(unusedLifetime: nil, clock: clock)), live: true)
      let live = try #require(session.live)
      await session.perform(.load)
      await session.followLive()
      #expect(live.state == .success([]))
      #expect(session.loader.state.value?.map(\.id) == [1, 2, 3])

      try await post(server, "/posts/publish")
      for await state in session.loader.states where state.value?.count == 4 { break }
      #expect(session.loader.state.value?.map(\.id) == [4, 1, 2, 3])

      // The connection drops: the posts stay, and the loader reconnects after 1 s.
      try await post(server, "/posts/drop-live")
      for await state in live.states where !state.isSuccess { break }
      #expect(live.state.failure == .connectionLost)
      #expect(live.state.value?.map(\.id) == [4])
      #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
      try await post(server, "/posts/publish")
      #expect(session.loader.state.value?.map(\.id) == [4, 1, 2, 3])
      clock.advance(by: .seconds(1))
      // The new stream's first event holds the post published while it was down.
      for await state in session.loader.states where state.value?.count == 5 { break }
      #expect(session.loader.state.value?.map(\.id) == [5, 4, 1, 2, 3])
      #expect(live.state.isSuccess)
      live.cancel()
    }

    @Test func theEventsDecodeWithTheirDataLines() {
      let event = Data("event: head\ndata: {\"items\": [],\r\ndata:  \"next\": null}".utf8)
      let payload = HTTPEventStream.payload(of: event)
      #expect(
        payload.map { String(decoding: $0, as: UTF8.self) } == "{\"items\": [],\n \"next\": null}")
      #expect(HTTPEventStream.payload(of: Data(": ping".utf8)) == nil)
    }

    @Test func theLiveEndpointFollowsTheFeedsPath() {
      let feed = HTTPFeed(url: URL(string: "http://127.0.0.1:8080/posts?x=1")!)
      #expect(feed.liveURL.absoluteString == "http://127.0.0.1:8080/posts/live")
    }
  }
}
