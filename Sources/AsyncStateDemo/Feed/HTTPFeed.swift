public import AsyncState
public import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads the feed from a JSON HTTP endpoint, with every failure mapped to a ``FeedError``.
///
/// The contract: `GET URL?cursor=C&limit=N` (no `cursor` for the first page) answers `200` with
///
/// ```json
/// { "items": [{ "id": 1, "title": "First post" }], "next": "C2" }
/// ```
///
/// and `"next": null` on the last page. Both keys are required.
///
/// ```swift
/// let feed = HTTPFeed(url: URL(string: "http://127.0.0.1:8080/posts")!, pageSize: 20)
/// let first = try await feed.page(after: nil)
/// ```
public final class HTTPFeed: FeedSource {
  /// The endpoint, without `cursor` and `limit`.
  public let url: URL
  /// The `limit` sent with every request.
  public let pageSize: Int
  /// How long a request may wait for the server.
  public let timeout: Duration
  /// The switch that makes every request fail before it is sent.
  public let failures: FailureInjection
  private let session: URLSession

  /// Creates a feed over an endpoint.
  ///
  /// - Parameters:
  ///   - url: The endpoint, such as `http://127.0.0.1:8080/posts`.
  ///   - pageSize: The `limit` sent with every request.
  ///   - timeout: How long a request may wait for the server before it fails with
  ///     ``FeedError/timedOut(after:)``.
  ///   - failures: The switch that makes every request fail (the `x` key).
  public init(
    url: URL, pageSize: Int = 20, timeout: Duration = .seconds(10),
    failures: FailureInjection = FailureInjection()
  ) {
    self.url = url
    self.pageSize = pageSize
    self.timeout = timeout
    self.failures = failures
    let configuration = URLSessionConfiguration.ephemeral
    // URLSession on Linux counts timeouts in whole seconds (300ms times out at once), so the
    // feed races each request against its own timer; URLSession's timeout is a backstop.
    let backstop = Double(timeout.components.seconds) + 2
    configuration.timeoutIntervalForRequest = backstop
    configuration.timeoutIntervalForResource = backstop
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    session = URLSession(configuration: configuration)
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// The endpoint's address.
  public var name: String {
    url.absoluteString
  }

  /// Fetches a page.
  ///
  /// - Parameter cursor: `nil` for the first page, then the previous page's `next`.
  /// - Returns: The page's posts and the next cursor.
  /// - Throws: ``FeedError``: `status` for a non-2xx answer, `malformed` naming the field,
  ///   `timedOut`, `connectionRefused`, `connectionLost`, `transport`, `injected`, `cancelled`.
  public func page(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
    if failures.isOn { throw .injected }
    let (data, response) = try await send(URLRequest(url: requestURL(cursor)))
    guard let http = response as? HTTPURLResponse else {
      throw .transport("the answer is not HTTP")
    }
    guard (200...299).contains(http.statusCode) else { throw .status(http.statusCode) }
    do {
      let body = try JSONDecoder().decode(Body.self, from: data)
      return Page(items: body.items, next: body.next)
    } catch let error as DecodingError {
      throw .malformed(field: Self.field(of: error))
    } catch {
      throw .malformed(field: "body")
    }
  }

  /// The endpoint with `cursor` and `limit` added to its query.
  func requestURL(_ cursor: String?) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return url
    }
    var query = (components.queryItems ?? []).filter { $0.name != "cursor" && $0.name != "limit" }
    if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
    query.append(URLQueryItem(name: "limit", value: String(pageSize)))
    components.queryItems = query
    return components.url ?? url
  }

  /// Sends a request, failing with `timedOut` when no answer arrives within ``timeout``.
  private func send(_ request: URLRequest) async throws(FeedError) -> (Data, URLResponse) {
    do {
      return try await withThrowingTaskGroup(of: (Data, URLResponse)?.self) { group in
        group.addTask { try await self.session.data(for: request) }
        group.addTask {
          try await Task.sleep(for: self.timeout)
          return nil
        }
        defer { group.cancelAll() }
        guard let answer = try await group.next() ?? nil else {
          throw FeedError.timedOut(after: timeout)
        }
        return answer
      }
    } catch let error as FeedError {
      throw Task.isCancelled ? .cancelled : error
    } catch let error as URLError {
      throw Task.isCancelled ? .cancelled : map(error)
    } catch {
      throw Task.isCancelled ? .cancelled : .transport(String(describing: error))
    }
  }

  private func map(_ error: URLError) -> FeedError {
    switch error.code {
    case .cancelled:
      .cancelled
    case .timedOut:
      .timedOut(after: timeout)
    case .cannotConnectToHost:
      .connectionRefused(
        host: url.host ?? "?", port: url.port ?? (url.scheme == "https" ? 443 : 80))
    case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
      .connectionLost
    case .cannotFindHost, .dnsLookupFailed:
      .transport("cannot find host \(url.host ?? "?")")
    case .notConnectedToInternet:
      .transport("not connected to the network")
    default:
      .transport("URL error \(error.code.rawValue)")
    }
  }

  /// The path of the field a decoding error is about, such as `items[3].title`.
  static func field(of error: DecodingError) -> String {
    var path: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context):
      path = context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      path = context.codingPath
    case .dataCorrupted(let context):
      path = context.codingPath
      if path.isEmpty { return "body" }
    @unknown default:
      return "body"
    }
    var field = ""
    for key in path {
      if let index = key.intValue {
        field += "[\(index)]"
      } else {
        field += field.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return field.isEmpty ? "body" : field
  }

  /// The JSON body: both keys required, `next` may be `null`.
  struct Body: Decodable {
    var items: [Post]
    var next: String?

    enum CodingKeys: String, CodingKey { case items, next }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      items = try container.decode([Post].self, forKey: .items)
      next = try container.decode(String?.self, forKey: .next)
    }
  }
}
