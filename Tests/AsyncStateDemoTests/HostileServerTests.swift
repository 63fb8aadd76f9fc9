import AsyncState
import Dispatch
import Foundation
import Testing

@testable import AsyncStateDemo

extension NetworkTests {
  /// `HTTPFeed` against each hostile answer of `Scripts/feed-server.py`, called from the main
  /// actor as the demo calls it: the clear failure arrives, bounded by the feed's timeout; the
  /// body is decoded and the URLSession task cancelled off the main actor.
  ///
  /// Nothing here measures how long the main actor waited, which a busy machine stretches:
  /// gates hold the decode and the URLSession calls, and the test, on the main actor, proves it
  /// runs by doing its part while they are held. Time appears only in hang guards and in a
  /// timeout far above the normal time (30 s against well under a second), so a machine 20
  /// times slower still passes.
  /// `DemoProcessTests` checks the same answers in a process of its own.
  @MainActor
  @Suite struct HostileServerTests {
    /// The feed's timeout in these tests: far above any case's normal time.
    nonisolated static let timeout = Duration.seconds(30)
    /// The hang guard: the timeout, plus as much again for a slow machine.
    nonisolated static let hangGuard = Duration.seconds(60)

    /// Each hostile answer and the one failure it ends with.
    nonisolated static let cases: [(fault: String, expected: FeedError)] = [
      ("gzip-bomb", .tooLarge(limit: ByteSize(bytes: 10 << 20))),
      ("header-flood", .headersTooLarge),
      ("big-body", .tooLarge(limit: ByteSize(bytes: 10 << 20))),
      ("endless-body", .tooLarge(limit: ByteSize(bytes: 10 << 20))),
      ("redirect-loop", .tooManyRedirects(limit: 10)),
      ("short-body", .connectionLost),
      ("bad-id", .notWholeNumber(field: "items[0].id", value: "1.5")),
      ("bad-utf8", .invalidUTF8(offset: 36)),
    ]

    @Test(arguments: cases)
    func endsWithAClearFailure(fault: String, expected: FeedError) async throws {
      let server = try await FeedServer.start(["--fault", fault])
      defer { server.stop() }
      let feed = HTTPFeed(url: server.url, timeout: Self.timeout)
      let fetch = Task { try await feed.page(after: nil) }
      let ended = await completes(within: Self.hangGuard) { _ = await fetch.result }
      #expect(ended, "no outcome within \(Self.hangGuard): the feed's timeout did not end it")
      fetch.cancel()
      await #expect(throws: expected) { try await fetch.value }
    }

    /// 100,000 header lines fail as oversized headers once 300 KB of them have arrived,
    /// however long URLSession takes over them: the feed reads the head itself.
    ///
    /// The session's delegate queue is suspended throughout, so nothing URLSession reports
    /// reaches the feed: libcurl's own "Too large response headers", which comes through that
    /// queue after seconds of FoundationNetworking's work (4 s on a quiet machine, 20 to 28 s
    /// beside a build), cannot be what ends the request, and the timeout (10 minutes) is far
    /// past the hang guard. The request ends from the bytes read, not from a timer.
    @Test func headerFloodFailsFromTheHeadItReadsWhileURLSessionIsHeld() async throws {
      let server = try await FeedServer.start(["--fault", "header-flood"])
      defer { server.stop() }
      let delegateQueue = OperationQueue()
      delegateQueue.maxConcurrentOperationCount = 1
      delegateQueue.isSuspended = true
      defer { delegateQueue.isSuspended = false }
      let feed = HTTPFeed(
        url: server.url, timeout: .seconds(600),
        hooks: HTTPTransferHooks(
          decode: FeedBody.page(from:), control: nil, delegateQueue: delegateQueue))
      let fetch = Task { try await feed.page(after: nil) }
      let ended = await completes(within: Self.hangGuard) { _ = await fetch.result }
      #expect(ended, "no outcome while URLSession's reports were held")
      fetch.cancel()
      await #expect(throws: FeedError.headersTooLarge) { try await fetch.value }
    }

    /// A valid 50 MB page under a 64 MB limit loads, decoded off the main actor: the decode is
    /// held at a gate, and the test, on the main actor, runs meanwhile and opens it.
    @Test func largeValidPageDecodesOffTheMainActor() async throws {
      let server = try await FeedServer.start(["--fault", "big-body"])
      defer { server.stop() }
      let decoding = ThreadGate()
      let feed = HTTPFeed(
        url: server.url, timeout: .seconds(120), maxResponseSize: ByteSize(bytes: 64 << 20),
        hooks: HTTPTransferHooks(
          decode: { body in
            decoding.pass()
            return FeedBody.page(from: body)
          }, control: nil))
      let fetch = Task { try await feed.page(after: nil) }
      // Only a main actor that is free gets here while the decode is held.
      let entered = await decoding.waitUntilEntered(within: Self.hangGuard)
      #expect(entered, "the body was never decoded")
      #expect(decoding.isHolding)
      #expect(!decoding.enteredOnMainThread, "decoding ran on the main actor")
      decoding.open()
      let page = try await fetch.value
      #expect(page.items.count == 97_656)
      #expect(page.next == nil)
      #expect(!decoding.wasReleasedByBound, "the main actor was held while the body decoded")
    }

    /// Cancelling on the main actor, as `PagingLoader.cancel()` does, returns while the queue
    /// that cancels the URLSession task is stuck — as a URLSession busy for seconds keeps it on
    /// Linux — and never waits for it on the main actor.
    @Test(arguments: ["delay:600", "endless-body"])
    func cancellingOnTheMainActorReturnsWhileURLSessionIsStuck(fault: String) async throws {
      let server = try await FeedServer.start(["--fault", fault])
      defer { server.stop() }
      let control = DispatchQueue(label: "HostileServerTests.control")
      let stuck = ThreadGate()
      defer { stuck.open() }
      let feed = HTTPFeed(
        url: server.url, timeout: .seconds(600), maxResponseSize: ByteSize(bytes: 1 << 30),
        hooks: HTTPTransferHooks(decode: FeedBody.page(from:), control: control))
      // The demo's own loader: FeedSession is the one place that makes a PagingLoader.
      let loader = FeedSession(source: feed, failures: FailureInjection()).loader
      var states: [String] = []
      let (transitions, transition) = AsyncStream.makeStream(of: Void.self)
      let observation = loader.observe { state, _ in
        states.append("\(state)")
        transition.yield()
      }
      defer { observation.cancel() }
      let load = Task { await loader.load() }
      var next = transitions.makeAsyncIterator()
      await next.next()
      #expect(states == ["initialLoading"])
      // From here on, whatever the transfer asks of URLSession waits behind the gate.
      control.async { stuck.pass() }
      #expect(await stuck.waitUntilEntered(within: Self.hangGuard))
      loader.cancel()
      let returned = await completes(within: Self.hangGuard) { await load.value }
      #expect(returned, "the load waited for URLSession")
      #expect(stuck.isHolding, "the load returned while URLSession was still stuck")
      #expect(states == ["initialLoading", "idle"])
      stuck.open()
      #expect(!stuck.wasReleasedByBound)
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
