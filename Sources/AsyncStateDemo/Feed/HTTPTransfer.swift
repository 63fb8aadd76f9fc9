import AsyncState
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One GET of the HTTP feed, with its limits enforced here rather than left to URLSession:
/// the timeout covers the whole request, decoding included; the body is counted as it
/// streams in, after decompression, and the request stops as soon as it passes the size
/// limit; redirects are counted.
///
/// The outcome is decided once, by whichever comes first: the decoded page, a failure the
/// session reports, a limit, the timer, or the caller's cancellation. Later events are
/// dropped.
///
/// Nothing here blocks its caller. On Linux, `URLSessionTask.cancel()` and `resume()` wait
/// for the session's work queue (busy for seconds while libcurl chews on a header flood),
/// and a cancellation handler runs on the cancelling thread (the main actor, when a loader
/// cancels) while it holds the task's lock, which swift-corelibs-foundation can deadlock
/// against (issue 5412). So:
///
/// - the URLSession task is started and cancelled only on the transfer's own serial queue,
///   so a call stuck there holds up that transfer's thread and nothing else;
/// - the timer and the cancellation handler only settle the outcome, on ``settling``, a
///   queue that never waits for URLSession, so a timeout always fires on time;
/// - the body is decoded on a global queue, never on the main actor.
///
/// An `http` request goes through an ``HTTPHeadRelay``, which reads the response head itself:
/// libcurl on Linux takes seconds over a header flood before it fails it, and shows nothing
/// of it meanwhile, so without the relay a flood ended as a timeout.
final class HTTPTransfer: Sendable {
  /// What a request may cost.
  struct Limits: Hashable, Sendable {
    /// How long the whole request may take, decoding included.
    var timeout: Duration
    /// How many bytes the body may have once decompressed.
    var maxResponseSize: ByteSize
    /// How many redirects to follow.
    var maxRedirects: Int
  }

  /// A page, or why there is none.
  typealias Outcome = Result<Page<Post, String>, FeedError>

  /// Where timeouts and cancellations settle the outcome: work that never blocks.
  static let settling = DispatchQueue(label: "asyncstate-demo.http-settling")
  /// Where bodies are decoded: CPU work, off the main actor.
  static let decoding = DispatchQueue.global(qos: .userInitiated)

  private struct State: Sendable {
    var continuation: CheckedContinuation<Outcome, Never>?
    var outcome: Outcome?
    var task: URLSessionDataTask?
    var relay: HTTPHeadRelay?
    var response: HTTPURLResponse?
    var body = Data()
    var redirects = 0
    var isComplete = false
  }

  private let request: URLRequest
  private let limits: Limits
  private let decode: @Sendable (Data) -> Outcome
  // Starts and cancels the URLSession task: calls that may wait for the session.
  private let control: DispatchQueue
  // Everything that changes, under the lock (AsyncState's `Locked`, an `NSLock`).
  private let state = Locked(State())

  /// Creates a transfer; ``run(on:delegate:)`` performs it.
  ///
  /// - Parameters:
  ///   - request: The GET to send.
  ///   - limits: Its timeout, size limit and redirect limit.
  ///   - hooks: How the body is decoded and where the URLSession task is started and
  ///     cancelled; tests replace them.
  init(request: URLRequest, limits: Limits, hooks: HTTPTransferHooks = .standard) {
    self.request = request
    self.limits = limits
    decode = hooks.decode
    control = hooks.control ?? DispatchQueue(label: "asyncstate-demo.http-transfer")
  }

  /// Performs the request and returns its decoded page, or its failure.
  ///
  /// - Parameters:
  ///   - session: The session, whose delegate is `delegate`.
  ///   - delegate: Routes the session's events to this transfer.
  /// - Returns: The page, or ``FeedError``: `cancelled` once the calling task is cancelled,
  ///   `timedOut` when ``Limits/timeout`` passes first.
  func run(on session: HTTPSession, delegate: HTTPSessionDelegate) async -> Outcome {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        let settled = state.withLock { state -> Outcome? in
          if let outcome = state.outcome { return outcome }
          state.continuation = continuation
          return nil
        }
        if let settled {
          continuation.resume(returning: settled)
          return
        }
        // The timer holds the transfer weakly and does nothing once the outcome is settled.
        Self.settling.asyncAfter(deadline: .now() + limits.timeout.timeInterval) {
          [weak self] in
          guard let self else { return }
          finish(.failure(.timedOut(after: limits.timeout)))
        }
        control.async { self.start(on: session, delegate: delegate) }
      }
    } onCancel: {
      // Runs on the cancelling thread, possibly the main actor, under the task's lock: hop.
      Self.settling.async { self.finish(.failure(.cancelled)) }
    }
  }

  private func start(on session: HTTPSession, delegate: HTTPSessionDelegate) {
    // Settled already (cancelled, timed out): no task to create.
    guard state.withLock({ $0.outcome == nil }) else { return }
    let relay = request.url.flatMap { url in
      HTTPHeadRelay(for: url, timeout: limits.timeout) { [weak self] failure in
        self?.finish(.failure(failure))
      }
    }
    let hasRelay = state.withLock { state -> Bool in
      guard state.outcome == nil else { return false }
      state.relay = relay
      return true
    }
    guard hasRelay else {
      relay?.stop()
      return
    }
    guard let task = session.dataTask(with: relay?.route(request) ?? request) else {
      // The feed went away and invalidated its session.
      finish(.failure(.cancelled))
      return
    }
    let isSettled = state.withLock { state -> Bool in
      guard state.outcome == nil else { return true }
      state.task = task
      return false
    }
    guard !isSettled else { return }
    delegate.register(self, for: task)
    task.resume()
  }

  /// Settles the outcome, if it is not settled yet: resumes the caller and stops the
  /// URLSession task on the transfer's queue. Never blocks.
  ///
  /// - Parameters:
  ///   - outcome: The page or the failure.
  ///   - stopsTask: Whether to cancel the URLSession task: not when the session ends it
  ///     itself (a refused redirect or response), as cancelling a task the session has
  ///     already let go of can trap in swift-corelibs-foundation.
  func finish(_ outcome: Outcome, stopsTask: Bool = true) {
    let settled = state.withLock {
      state -> (CheckedContinuation<Outcome, Never>?, URLSessionDataTask?, HTTPHeadRelay?)? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      state.body = Data()
      let taken = (
        state.continuation, state.isComplete || !stopsTask ? nil : state.task, state.relay
      )
      state.continuation = nil
      state.task = nil
      state.relay = nil
      return taken
    }
    guard let (continuation, task, relay) = settled else { return }
    continuation?.resume(returning: outcome)
    relay?.stop()
    if let task {
      control.async { task.cancel() }
    }
  }

  // MARK: - Session events (on the delegate queue)

  /// The response head arrived.
  ///
  /// - Returns: Whether to go on: not when the declared length of an uncompressed body is
  ///   already past the size limit.
  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else {
      finish(.failure(.transport("the answer is not HTTP")), stopsTask: false)
      return false
    }
    state.withLock { $0.response = http }
    let encoding = (http.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased()
    if encoding == "identity", http.expectedContentLength > Int64(limits.maxResponseSize.bytes) {
      // The session cancels the task when told not to go on.
      finish(.failure(.tooLarge(limit: limits.maxResponseSize)), stopsTask: false)
      return false
    }
    return true
  }

  /// A piece of the body arrived, decompressed.
  func receive(_ data: Data) {
    let isTooLarge = state.withLock { state -> Bool in
      guard state.outcome == nil else { return false }
      guard state.body.count + data.count <= limits.maxResponseSize.bytes else { return true }
      state.body.append(data)
      return false
    }
    if isTooLarge {
      finish(.failure(.tooLarge(limit: limits.maxResponseSize)))
    }
  }

  /// The server redirects to `request`.
  ///
  /// - Returns: The request to follow it with, through the relay when it goes to the same
  ///   server; `nil` past ``Limits/maxRedirects``.
  func redirect(to request: URLRequest) -> URLRequest? {
    let count = state.withLock { state -> Int in
      state.redirects += 1
      return state.redirects
    }
    guard count <= limits.maxRedirects else {
      // Refused, the redirect ends the task with its 3xx answer, which is then dropped.
      finish(.failure(.tooManyRedirects(limit: limits.maxRedirects)), stopsTask: false)
      return nil
    }
    return state.withLock { $0.relay }?.route(request) ?? request
  }

  /// The session finished the request: decode the body on ``decoding``, or settle the
  /// failure.
  func complete(with error: (any Error)?) {
    let (response, body) = state.withLock { state -> (HTTPURLResponse?, Data) in
      state.isComplete = true
      defer { state.body = Data() }
      return (state.response, state.body)
    }
    if let error {
      finish(.failure(failure(for: error, hasResponse: response != nil)))
      return
    }
    guard let response else {
      finish(.failure(.transport("the answer is not HTTP")))
      return
    }
    guard (200...299).contains(response.statusCode) else {
      finish(.failure(.status(response.statusCode)))
      return
    }
    Self.decoding.async { self.finish(self.decode(body)) }
  }

  /// The failure a session error stands for.
  private func failure(for error: any Error, hasResponse: Bool) -> FeedError {
    guard let error = error as? URLError else {
      return .transport(String(describing: error))
    }
    let url = request.url
    switch error.code {
    case .cancelled:
      return .cancelled
    case .timedOut:
      return .timedOut(after: limits.timeout)
    case .cannotConnectToHost:
      return .connectionRefused(
        host: url?.host ?? "?", port: url?.port ?? (url?.scheme == "https" ? 443 : 80))
    case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
      return .connectionLost
    case .httpTooManyRedirects, .redirectToNonExistentLocation:
      return .tooManyRedirects(limit: limits.maxRedirects)
    case .cannotFindHost, .dnsLookupFailed:
      return .transport("cannot find host \(url?.host ?? "?")")
    case .notConnectedToInternet:
      return .transport("not connected to the network")
    case .unknown where hasResponse:
      // libcurl's "partial file": the body ended before its Content-Length.
      return .connectionLost
    case .unknown where error.localizedDescription.hasPrefix("Too large response headers"):
      // libcurl stops reading headers past 300 KB.
      return .headersTooLarge
    default:
      return .transport("URL error \(error.code.rawValue)")
    }
  }
}

extension Duration {
  /// The duration in seconds, for Dispatch and URLSession.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
