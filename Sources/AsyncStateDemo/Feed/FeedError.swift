public import AsyncState
public import Foundation

/// Why a page of the feed did not load: one clear, typed reason per failure.
///
/// Its ``errorDescription`` is the sentence the demo shows in the banner or the error view; its
/// ``description`` is the short form the status line shows inside the state, as in
/// `loadMoreFailure([40 items], status(503))`.
public enum FeedError: Error, Hashable, Sendable {
  /// The server answered with a status code outside 200...299.
  case status(Int)
  /// The server's JSON did not match the contract; `field` is the path that failed, such as
  /// `items[3].title`, or `body` when the body is not JSON at all.
  case malformed(field: String)
  /// A number in the server's JSON that must be a whole number is not, such as an `id` of
  /// `1.5`; `field` is its path, such as `items[0].id`, and `value` the number as sent.
  case notWholeNumber(field: String, value: String)
  /// An `id` in the server's JSON is a whole number too large for an id (64 bits), such as
  /// `1e300`; `field` is its path and `value` the number as read.
  case idOutOfRange(field: String, value: String)
  /// The body is not UTF-8 text (JSON must be): the first byte that is not, counted from 0.
  case invalidUTF8(offset: Int)
  /// The answer grew past the response size limit (`--max-response-size`), counted after
  /// decompression; the request was stopped there.
  case tooLarge(limit: ByteSize)
  /// The server's response headers went past 300 KB, what the HTTP client reads; the request
  /// was stopped there.
  case headersTooLarge
  /// The server kept redirecting: more than `limit` redirects, a loop most likely.
  case tooManyRedirects(limit: Int)
  /// The server did not answer within the request timeout.
  case timedOut(after: Duration)
  /// Nothing listens at the address.
  case connectionRefused(host: String, port: Int)
  /// The connection closed before a whole answer arrived.
  case connectionLost
  /// Another network failure, described.
  case transport(String)
  /// A failure made on purpose with failure injection (the `x` key): every request fails
  /// until `x` turns it off.
  case injected
  /// A random failure of the simulated feed, drawn with `--failure-rate` (`rate`, 0 to 1):
  /// `x` does not stop these, and a retry may succeed.
  case randomFailure(rate: Double)
  /// The simulated API refused a like (`l`), as it does for a share of them
  /// (`--like-failure-rate`).
  case likeRefused(rate: Double)
  /// The feed has no way to like a post (the HTTP feed).
  case likesUnsupported
  /// The request was cancelled. The loader drops a cancelled load's outcome, so this is never
  /// shown.
  case cancelled
  /// A failure the loader detected itself: a timeout or a cursor that came back again.
  case loader(LoaderError)
}

extension FeedError: LoaderErrorConvertible {
  /// Wraps a failure the loader detected.
  ///
  /// - Parameter loaderError: The loader's failure.
  public init(_ loaderError: LoaderError) {
    self = .loader(loaderError)
  }
}

extension FeedError: LocalizedError {
  /// One short sentence for the user, such as `The server answered 503 Service Unavailable.`
  public var errorDescription: String? {
    switch self {
    case .status(let code):
      "The server answered \(code) \(Self.reason(forStatus: code))."
    case .malformed(let field) where field == "body":
      "The server's answer is not valid JSON."
    case .malformed(let field):
      "The server's JSON is malformed at \"\(field)\"."
    case .notWholeNumber(let field, let value):
      "The server's JSON has \"\(field)\" = \(value), which is not a whole number."
    case .idOutOfRange(let field, let value):
      "The server's JSON has \"\(field)\" = \(value), which is too large for an id (64 bits)."
    case .invalidUTF8(let offset):
      "The server's answer is not valid UTF-8 at byte \(offset) (counting from 0)."
    case .tooLarge(let limit):
      "The server's answer is too large: over the \(limit) limit (--max-response-size)."
    case .headersTooLarge:
      "The server's response headers are too large (over 300 KB)."
    case .tooManyRedirects(let limit):
      "Too many redirects: the server redirected more than \(limit) times."
    case .timedOut(let timeout):
      "The server did not answer within \(timeout.shortDescription)."
    case .connectionRefused(let host, let port):
      "Could not connect to \(host):\(port) (connection refused)."
    case .connectionLost:
      "The server closed the connection before answering in full."
    case .transport(let message):
      "Network error: \(message)."
    case .injected:
      "Injected failure (x turns injection off)."
    case .randomFailure(let rate):
      "Random failure from --failure-rate \(Self.rateText(rate)) (x does not turn these off)."
    case .likeRefused(let rate):
      "Refused at random (--like-failure-rate \(Self.rateText(rate)))."
    case .likesUnsupported:
      "This feed cannot like posts."
    case .cancelled:
      "The request was cancelled."
    case .loader(.timedOut(let timeout)):
      "No page within \(timeout.shortDescription)."
    case .loader(.repeatedCursor(let cursor)):
      "The server sent cursor \(cursor) again; paging stopped."
    }
  }

  private static func reason(forStatus code: Int) -> String {
    let reasons = [
      400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
      408: "Request Timeout", 429: "Too Many Requests", 500: "Internal Server Error",
      502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
    ]
    return reasons[code] ?? "(HTTP error)"
  }

  /// A failure rate as the command line writes it: `0.2`, `1`.
  static func rateText(_ rate: Double) -> String {
    rate == rate.rounded() ? String(Int(rate)) : String(rate)
  }
}

extension FeedError: CustomStringConvertible {
  /// The short form for the status line, such as `status(503)` or
  /// `malformed(items[3].title)`.
  public var description: String {
    switch self {
    case .status(let code): "status(\(code))"
    case .malformed(let field): "malformed(\(field))"
    case .notWholeNumber(let field, _): "notWholeNumber(\(field))"
    case .idOutOfRange(let field, _): "idOutOfRange(\(field))"
    case .invalidUTF8(let offset): "invalidUTF8(byte \(offset))"
    case .tooLarge(let limit): "tooLarge(\(limit))"
    case .headersTooLarge: "headersTooLarge"
    case .tooManyRedirects: "tooManyRedirects"
    case .timedOut(let timeout): "timedOut(\(timeout.shortDescription))"
    case .connectionRefused(let host, let port): "connectionRefused(\(host):\(port))"
    case .connectionLost: "connectionLost"
    case .transport: "transport"
    case .injected: "injected"
    case .randomFailure: "randomFailure"
    case .likeRefused: "likeRefused"
    case .likesUnsupported: "likesUnsupported"
    case .cancelled: "cancelled"
    case .loader(.timedOut(let timeout)): "timedOut(\(timeout.shortDescription))"
    case .loader(.repeatedCursor(let cursor)): "repeatedCursor(\(cursor))"
    }
  }
}
