import AsyncState
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP feed's live subscription (`--live`): one GET of `/posts/live`, whose body is a
/// stream of server-sent events that never ends by itself, read as it arrives.
///
/// FoundationNetworking on Linux has no `URLSession.bytes(for:)`; a data task's delegate
/// receives the body piece by piece instead (``HTTPSessionDelegate``), and the stream splits
/// it into events (a blank line ends one), decodes each event's `data:` as a page
/// (``FeedBody/page(from:)``: `{"items": [...], "next": null}`), and yields its posts.
/// Comment lines (`: ping`, the server's keep-alive) are skipped.
///
/// The stream ends with a failure — which the loader's retry policy answers by reconnecting —
/// when the server closes it or the connection drops (``FeedError/connectionLost``), when the
/// answer is not a 200 (``FeedError/status(_:)``), when an event does not decode, or when one
/// grows past the size limit without ending (``FeedError/tooLarge(limit:)``). When its
/// consumer stops (the loader cancels the subscription), the task is cancelled, on the
/// stream's own queue: on Linux `URLSessionTask.cancel()` may wait for the session's queue.
final class HTTPEventStream: HTTPTaskEvents {
  private struct State: Sendable {
    var task: URLSessionDataTask?
    var buffer = Data()
    var isFinished = false
  }

  private let continuation: AsyncThrowingStream<[Post], any Error>.Continuation
  private let maxEventSize: ByteSize
  // Starts and cancels the URLSession task: calls that may wait for the session.
  private let control = DispatchQueue(label: "asyncstate-demo.http-live")
  // Everything that changes, under the lock (AsyncState's `Locked`, an `NSLock`).
  private let state = Locked(State())

  private init(
    continuation: AsyncThrowingStream<[Post], any Error>.Continuation, maxEventSize: ByteSize
  ) {
    self.continuation = continuation
    self.maxEventSize = maxEventSize
  }

  /// Opens the stream of `request`'s events.
  ///
  /// - Parameters:
  ///   - request: The GET of the live endpoint.
  ///   - session: The session to run it on, whose delegate is `delegate`.
  ///   - delegate: Hands the task's events to the stream.
  ///   - maxEventSize: How large one event may get.
  /// - Returns: The heads of the feed, as the server sends them.
  static func open(
    _ request: URLRequest, on session: HTTPSession, delegate: HTTPSessionDelegate,
    maxEventSize: ByteSize
  ) -> LivePosts {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Post].self)
    let events = HTTPEventStream(continuation: continuation, maxEventSize: maxEventSize)
    continuation.onTermination = { _ in events.stop() }
    events.control.async { events.start(request, on: session, delegate: delegate) }
    return LivePosts(stream)
  }

  private func start(
    _ request: URLRequest, on session: HTTPSession, delegate: HTTPSessionDelegate
  ) {
    guard state.withLock({ !$0.isFinished }) else { return }
    guard let task = session.dataTask(with: request) else {
      // The feed went away and invalidated its session.
      finish(throwing: .connectionLost)
      return
    }
    let isFinished = state.withLock { state -> Bool in
      if !state.isFinished { state.task = task }
      return state.isFinished
    }
    guard !isFinished else { return }
    delegate.register(self, for: task)
    task.resume()
  }

  /// The consumer stopped: cancels the task.
  private func stop() {
    let task = state.withLock { state -> URLSessionDataTask? in
      state.isFinished = true
      defer { state.task = nil }
      return state.task
    }
    if let task { control.async { task.cancel() } }
  }

  /// Ends the stream once, with `failure`, and cancels the task if it still runs.
  private func finish(throwing failure: FeedError) {
    let finished = state.withLock { state -> (Bool, URLSessionDataTask?) in
      guard !state.isFinished else { return (false, nil) }
      state.isFinished = true
      state.buffer = Data()
      defer { state.task = nil }
      return (true, state.task)
    }
    guard finished.0 else { return }
    continuation.finish(throwing: failure)
    if let task = finished.1 { control.async { task.cancel() } }
  }

  // MARK: - Session events (on the delegate queue)

  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else {
      finish(throwing: .transport("the answer is not HTTP"))
      return false
    }
    guard http.statusCode == 200 else {
      finish(throwing: .status(http.statusCode))
      return false
    }
    return true
  }

  func receive(_ data: Data) {
    var events: [Data] = []
    let isTooLarge = state.withLock { state -> Bool in
      guard !state.isFinished else { return false }
      state.buffer.append(data)
      // An event ends with a blank line.
      while let end = state.buffer.firstRange(of: Data("\n\n".utf8)) {
        events.append(state.buffer[state.buffer.startIndex..<end.lowerBound])
        state.buffer.removeSubrange(state.buffer.startIndex..<end.upperBound)
      }
      return state.buffer.count > maxEventSize.bytes
    }
    for event in events {
      guard let payload = Self.payload(of: event) else { continue }
      switch FeedBody.page(from: payload) {
      case .success(let page): continuation.yield(page.items)
      case .failure(let failure):
        finish(throwing: failure)
        return
      }
    }
    if isTooLarge { finish(throwing: .tooLarge(limit: maxEventSize)) }
  }

  /// The `data:` lines of an event, joined; `nil` for an event without any (a comment).
  static func payload(of event: Data) -> Data? {
    let lines = event.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let data = lines.compactMap { line -> Data? in
      var line = Data(line)
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      guard line.starts(with: Data("data:".utf8)) else { return nil }
      line.removeFirst(5)
      if line.first == UInt8(ascii: " ") { line.removeFirst() }
      return line
    }
    guard !data.isEmpty else { return nil }
    return Data(data.joined(separator: Data("\n".utf8)))
  }

  func redirect(to request: URLRequest) -> URLRequest? {
    // A live endpoint that moves is not followed: the feed's own URL says where it is.
    finish(throwing: .tooManyRedirects(limit: 0))
    return nil
  }

  func complete(with error: (any Error)?) {
    // A stream the server closes, or that drops, is reconnected by the loader's policy.
    finish(throwing: .connectionLost)
  }
}
