import AsyncState
import Foundation
import Glibc

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A loopback relay between URLSession and an `http` server, for one ``HTTPTransfer``: it
/// reads each response head itself and stops the transfer with
/// ``FeedError/headersTooLarge`` as soon as a head passes ``maxHeadSize``.
///
/// Why: on Linux, URLSession hands a response head to libcurl, which stops at 300 KB of
/// headers, but FoundationNetworking appends every header line to an array it copies whole
/// (`_ResponseHeaderLines.byAppending(headerLine:)`), so 300 KB of short lines take seconds of
/// its work queue: about 4 s on a quiet machine, 20 s and 28 s measured here (Linux, 2 shared
/// cores, a build running) against `feed-server.py --fault header-flood` (100,000 lines).
/// All that time nothing of the transfer is observable: `countOfBytesReceived` stays 0,
/// `progress` 0/-1, `response` nil, no delegate method is called, and
/// `URLSessionTask.priority` (which waits for the work queue) blocked for 19.8 s. A feed with
/// a shorter timeout reported the flood as "did not answer". Here the head is read in 64 KB
/// pieces and checked as it arrives, so the failure comes after 300 KB of reading, not
/// after a timer.
///
/// How: the transfer sends its request to ``address(of:)`` (this relay's port on
/// 127.0.0.1) with `Connection: close`, and the relay, on a thread of its own, takes each
/// connection in turn: it reads the request head, puts the server's `Host` back, connects to
/// the server, forwards the request, reads the response head whole, and only then passes
/// it and everything after it on. A head that never ends, a refused connection or a host
/// that cannot be found settles the transfer through `failure`. A URLSession that sees the
/// connection close then reports something the transfer drops, as it settled first.
///
/// ``stop()`` shuts down every socket, which wakes the thread wherever it waits; the thread
/// closes the sockets itself, so a descriptor is never shut down after it was closed and
/// reused. `Sendable` because its one mutable field lives behind a lock (``Locked``).
final class HTTPHeadRelay: Sendable {
  /// The most bytes a response head may have: libcurl's own limit (300 KB), so the relay
  /// fails exactly the heads libcurl would fail, without the wait.
  static let maxHeadSize = 300 << 10
  /// The most bytes a request head may have; URLSession's are well under 1 KB.
  private static let maxRequestHeadSize = 64 << 10

  private struct Sockets: Sendable {
    var open: Set<Int32> = []
    var isStopped = false
  }

  /// The server's host, as the request's URL names it.
  let host: String
  /// The server's port.
  let port: Int
  /// The relay's port on 127.0.0.1.
  let relayPort: Int
  private let timeout: Duration
  private let failure: @Sendable (FeedError) -> Void
  // The sockets the thread has open, under the lock (AsyncState's `Locked`, an `NSLock`).
  private let sockets = Locked(Sockets())

  /// Listens on a free port of 127.0.0.1 for the transfer to `url`, or returns `nil` when
  /// the URL is not plain `http` (the relay cannot read a head inside TLS) or no port is
  /// free.
  ///
  /// - Parameters:
  ///   - url: The request's URL.
  ///   - timeout: How long a connection to the server may take.
  ///   - failure: Settles the transfer: called once at most, on the relay's thread.
  init?(for url: URL, timeout: Duration, failure: @escaping @Sendable (FeedError) -> Void) {
    guard url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty else {
      return nil
    }
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let isListening = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    guard isListening else {
      close(listener)
      return nil
    }
    self.host = host
    port = url.port ?? 80
    relayPort = Int(UInt16(bigEndian: address.sin_port))
    self.timeout = timeout
    self.failure = failure
    sockets.withLock { _ = $0.open.insert(listener) }
    let thread = Thread { [self] in serve(listener) }
    thread.name = "asyncstate-demo.http-head-relay"
    thread.start()
  }

  /// `url` sent through the relay: the same path and query at the relay's address, when
  /// `url` is on the relay's server; else `url`.
  func address(of url: URL) -> URL {
    guard url.scheme?.lowercased() == "http", url.host == host, (url.port ?? 80) == port,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return url }
    components.host = "127.0.0.1"
    components.port = relayPort
    return components.url ?? url
  }

  /// `request` sent through the relay, on a connection of its own: a redirect the session
  /// follows to the relay's own address is marked as well.
  func route(_ request: URLRequest) -> URLRequest {
    guard let url = request.url else { return request }
    var routed = request
    routed.url = address(of: url)
    if let routedURL = routed.url, isRelay(routedURL) {
      routed.setValue("close", forHTTPHeaderField: "Connection")
    }
    return routed
  }

  /// Whether `url` is on this relay.
  private func isRelay(_ url: URL) -> Bool {
    url.scheme?.lowercased() == "http" && url.host == "127.0.0.1" && url.port == relayPort
  }

  /// Shuts down every socket and ends the thread. Never blocks.
  func stop() {
    sockets.withLock { sockets in
      sockets.isStopped = true
      for socket in sockets.open { shutdown(socket, Int32(SHUT_RDWR)) }
    }
  }

  // MARK: - The relay's thread

  /// Takes the connections one at a time until ``stop()``.
  private func serve(_ listener: Int32) {
    while true {
      let client = accept(listener, nil, nil)
      if client < 0 && errno == EINTR { continue }
      guard client >= 0, track(client) else { break }
      relay(client)
      release(client)
    }
    release(listener)
  }

  /// One request and its answer.
  private func relay(_ client: Int32) {
    // No request head: URLSession closed the connection without asking anything.
    guard var request = readHead(from: client, limit: Self.maxRequestHeadSize),
      !request.head.isEmpty, let upstream = connectToServer()
    else { return }
    defer { release(upstream) }
    request.head = withServerHost(request.head)
    guard sendAll(request.head + request.rest, to: upstream) else { return }
    guard let response = readHead(from: upstream, limit: Self.maxHeadSize) else {
      if !isStopped { failure(.headersTooLarge) }
      return
    }
    if response.head.isEmpty {
      // The server closed before a head ended: so does the relay, after what it got.
      _ = sendAll(response.rest, to: client)
      return
    }
    guard sendAll(Self.closingConnection(response.head) + response.rest, to: client) else {
      return
    }
    pump(upstream, client)
  }

  /// Passes bytes both ways until either side closes.
  private func pump(_ upstream: Int32, _ client: Int32) {
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    var fds = [
      pollfd(fd: upstream, events: Int16(POLLIN), revents: 0),
      pollfd(fd: client, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&fds, 2, -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return }
      for (index, from) in fds.enumerated() where from.revents != 0 {
        let to = index == 0 ? client : upstream
        let count = recv(from.fd, &buffer, buffer.count, 0)
        guard count > 0, sendAll(buffer[..<count], to: to) else { return }
      }
    }
  }

  /// Reads up to the blank line that ends a head: the head (empty when the peer closed
  /// first) and what came after it, or `nil` for a head of more than `limit` bytes.
  private func readHead(from socket: Int32, limit: Int) -> (head: [UInt8], rest: [UInt8])? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    var searched = 0
    while true {
      if let end = Self.endOfHead(in: received, from: searched) {
        guard end <= limit else { return nil }
        return (Array(received[..<end]), Array(received[end...]))
      }
      searched = max(0, received.count - 3)
      guard received.count <= limit else { return nil }
      let count = recv(socket, &buffer, buffer.count, 0)
      if count < 0 && errno == EINTR { continue }
      // The peer closed or reset the connection before the head ended.
      guard count > 0 else { return ([], received) }
      received += buffer[..<count]
    }
  }

  /// The index just past the first `\r\n\r\n` at or after `start`.
  static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= 4 else { return nil }
    var index = start
    while index + 3 < bytes.count {
      if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10
      {
        return index + 4
      }
      index += 1
    }
    return nil
  }

  /// A response head that tells the session the connection closes after it.
  ///
  /// The relay serves one exchange per connection and then closes it. A server that closes
  /// without saying so (Python's `http.server` answering a `Connection: close` request over
  /// HTTP/1.1) left libcurl believing the connection reusable: it sent the next request of a
  /// redirect chain on it as the relay closed it, and the transfer failed with an unknown
  /// URL error (seen once in the suite, on a loaded machine, for `--fault redirect-loop`).
  static func closingConnection(_ head: [UInt8]) -> [UInt8] {
    editingLines(of: head) { lines in
      var lines = lines.filter { line in
        let name = line.lowercased()
        return !name.hasPrefix("connection:") && !name.hasPrefix("keep-alive:")
      }
      // A head ends with an empty line, and the split leaves one more empty string after it.
      guard lines.count >= 3, lines[lines.count - 1].isEmpty, lines[lines.count - 2].isEmpty
      else { return nil }
      lines.insert("Connection: close", at: lines.count - 2)
      return lines
    }
  }

  /// The request head with its `Host` line naming the server rather than the relay.
  private func withServerHost(_ head: [UInt8]) -> [UInt8] {
    let name = host.contains(":") ? "[\(host)]" : host  // An IPv6 address goes in brackets.
    let authority = port == 80 ? name : "\(name):\(port)"
    return Self.editingLines(of: head) { lines in
      lines.map { line in line.lowercased().hasPrefix("host:") ? "Host: \(authority)" : line }
    }
  }

  /// `head` with its lines (split at each CRLF, the empty ones that end it included) replaced
  /// by what `edit` makes of them, or `head` itself when `edit` returns `nil`.
  private static func editingLines(of head: [UInt8], _ edit: ([String]) -> [String]?) -> [UInt8] {
    let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    guard let edited = edit(lines) else { return head }
    return Array(edited.joined(separator: "\r\n").utf8)
  }

  /// A connected socket to the server, or `nil` after settling the transfer with why not.
  private func connectToServer() -> Int32? {
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
      failure(.transport("cannot find host \(host)"))
      return nil
    }
    defer { freeaddrinfo(first) }
    var lastError: Int32 = 0
    var next: UnsafeMutablePointer<addrinfo>? = first
    while let info = next?.pointee {
      next = info.ai_next
      let upstream = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
      guard upstream >= 0 else { continue }
      guard track(upstream) else { return nil }
      // Bounds the connect on a server that does not answer; the transfer's timer fires first.
      var limit = timeval(tv_sec: Int(timeout.components.seconds) + 1, tv_usec: 0)
      setsockopt(
        upstream, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      if connect(upstream, info.ai_addr, info.ai_addrlen) == 0 { return upstream }
      lastError = errno
      release(upstream)
    }
    if isStopped { return nil }
    if lastError == ECONNREFUSED {
      failure(.connectionRefused(host: host, port: port))
    } else {
      failure(
        .transport("cannot connect to \(host):\(port): \(String(cString: strerror(lastError)))"))
    }
    return nil
  }

  private func sendAll(_ bytes: some Collection<UInt8>, to socket: Int32) -> Bool {
    let bytes = Array(bytes)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  private var isStopped: Bool {
    sockets.withLock { $0.isStopped }
  }

  /// Records an open socket so that ``stop()`` can shut it down; closes it and returns
  /// `false` once stopped.
  private func track(_ socket: Int32) -> Bool {
    let isStopped = sockets.withLock { sockets in
      if !sockets.isStopped { sockets.open.insert(socket) }
      return sockets.isStopped
    }
    if isStopped { close(socket) }
    return !isStopped
  }

  /// Forgets and closes a socket, under the lock, so ``stop()`` never shuts down a closed one.
  private func release(_ socket: Int32) {
    sockets.withLock { sockets in
      sockets.open.remove(socket)
      close(socket)
    }
  }
}
