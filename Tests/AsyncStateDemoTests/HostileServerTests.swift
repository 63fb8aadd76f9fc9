import AsyncState
import Foundation
import Testing

@testable import AsyncStateDemo

extension NetworkTests {
  /// `HTTPFeed` against each hostile answer of `Scripts/feed-server.py`, called from the main
  /// actor as the demo calls it: the clear failure arrives within the timeout plus one second,
  /// and the main actor keeps beating throughout.
  ///
  /// The timeout here is 2s, as these run in the test process beside other suites;
  /// `DemoProcessTests` checks the same answers with `--timeout 1s` in a process of their own.
  @MainActor
  @Suite struct HostileServerTests {
    /// The longest the main actor may be held up: far less than decoding 50 MB (over a second).
    nonisolated static let longestAllowedGap = Duration.milliseconds(400)

    /// Each hostile answer and the failures it may end with: 100,000 headers end with the
    /// timeout or with libcurl's 300 KB header limit, whichever comes first.
    nonisolated static let cases: [(fault: String, expected: [FeedError])] = [
      ("gzip-bomb", [.tooLarge(limit: ByteSize(bytes: 10 << 20))]),
      ("header-flood", [.timedOut(after: .seconds(2)), .headersTooLarge]),
      // On a loaded machine the 2 s timeout may come before 10 MB have streamed in.
      ("big-body", [.tooLarge(limit: ByteSize(bytes: 10 << 20)), .timedOut(after: .seconds(2))]),
      ("endless-body", [.tooLarge(limit: ByteSize(bytes: 10 << 20))]),
      ("redirect-loop", [.tooManyRedirects(limit: 10)]),
      ("short-body", [.connectionLost]),
      ("bad-id", [.notWholeNumber(field: "items[0].id", value: "1.5")]),
      ("bad-utf8", [.invalidUTF8(offset: 36)]),
    ]

    @Test(arguments: cases)
    func endsWithAClearFailureInTimeWithoutHoldingUpTheMainActor(
      fault: String, expected: [FeedError]
    ) async throws {
      let server = try await FeedServer.start(["--fault", fault])
      defer { server.stop() }
      let feed = HTTPFeed(url: server.url, timeout: .seconds(2))
      let heartbeat = MainActorHeartbeat()
      heartbeat.start()
      defer { heartbeat.stop() }
      let clock = ContinuousClock()
      let start = clock.now
      await #expect {
        try await feed.page(after: nil)
      } throws: { error in
        (error as? FeedError).map(expected.contains) ?? false
      }
      #expect(clock.now - start < .seconds(3))
      #expect(heartbeat.longestGap < Self.longestAllowedGap)
    }

    /// A valid 50 MB page under a 64 MB limit loads, decoded off the main actor.
    @Test func largeValidPageDecodesOffTheMainActor() async throws {
      let server = try await FeedServer.start(["--fault", "big-body"])
      defer { server.stop() }
      let feed = HTTPFeed(
        url: server.url, timeout: .seconds(30), maxResponseSize: ByteSize(bytes: 64 << 20))
      let heartbeat = MainActorHeartbeat()
      heartbeat.start()
      defer { heartbeat.stop() }
      let page = try await feed.page(after: nil)
      #expect(page.items.count == 97_656)
      #expect(page.next == nil)
      #expect(heartbeat.beats > 0)
      #expect(heartbeat.longestGap < Self.longestAllowedGap, "decoding ran on the main actor")
    }

    /// Cancelling on the main actor, as `PagingLoader.cancel()` does, returns at once while
    /// the server still holds the request, and never blocks the main actor.
    @Test(arguments: ["header-flood", "delay:30", "endless-body"])
    func cancellingOnTheMainActorReturnsAtOnce(fault: String) async throws {
      let server = try await FeedServer.start(["--fault", fault])
      defer { server.stop() }
      let feed = HTTPFeed(
        url: server.url, timeout: .seconds(30), maxResponseSize: ByteSize(bytes: 1 << 30))
      // The demo's own loader: FeedSession is the one place that makes a PagingLoader.
      let loader = FeedSession(source: feed, failures: FailureInjection()).loader
      let heartbeat = MainActorHeartbeat()
      heartbeat.start()
      defer { heartbeat.stop() }
      var states: [String] = []
      let observation = loader.observe { states.append("\($0.state)") }
      defer { observation.cancel() }
      let load = Task { await loader.load() }
      while states.isEmpty { await Task.yield() }
      let clock = ContinuousClock()
      let start = clock.now
      loader.cancel()
      await load.value
      #expect(clock.now - start < .milliseconds(500))
      #expect(states == ["initialLoading", "idle"])
      #expect(heartbeat.longestGap < Self.longestAllowedGap)
    }

    @Test func sizeLimitAppliesToTheDecompressedBody() async throws {
      let server = try await FeedServer.start(["--fault", "gzip-bomb"])
      defer { server.stop() }
      // About 1 MB arrives on the wire: only the decompressed size passes 2 MB.
      let feed = HTTPFeed(url: server.url, maxResponseSize: ByteSize(bytes: 2 << 20))
      await #expect(throws: FeedError.tooLarge(limit: ByteSize(bytes: 2 << 20))) {
        try await feed.page(after: nil)
      }
    }

    @Test func declaredLengthPastTheLimitFailsBeforeTheBody() async throws {
      let server = try await FeedServer.start(["--fault", "big-body"])
      defer { server.stop() }
      let feed = HTTPFeed(url: server.url, maxResponseSize: ByteSize(bytes: 512 << 10))
      await #expect(throws: FeedError.tooLarge(limit: ByteSize(bytes: 512 << 10))) {
        try await feed.page(after: nil)
      }
    }

    @Test func messagesSayWhatIsWrong() {
      #expect(
        FeedError.tooLarge(limit: ByteSize(bytes: 10 << 20)).errorDescription
          == "The server's answer is too large: over the 10 MB limit (--max-response-size).")
      #expect(
        FeedError.tooManyRedirects(limit: 10).errorDescription
          == "Too many redirects: the server redirected more than 10 times.")
      #expect(
        FeedError.notWholeNumber(field: "items[0].id", value: "1.5").errorDescription
          == #"The server's JSON has "items[0].id" = 1.5, which is not a whole number."#)
      #expect(
        FeedError.invalidUTF8(offset: 36).errorDescription
          == "The server's answer is not valid UTF-8 at byte 36 (counting from 0).")
      #expect(
        FeedError.connectionLost.errorDescription
          == "The server closed the connection before answering in full.")
    }
  }
}
