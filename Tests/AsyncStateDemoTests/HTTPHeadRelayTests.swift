import Foundation
import Glibc
import Testing

@testable import AsyncStateDemo

/// The relay's rewrite of a response head: every answer it passes on says the connection
/// closes, as the relay closes it after one exchange.
@Suite struct HTTPHeadRelayTests {
  private static func head(_ lines: String...) -> [UInt8] {
    Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  @Test func headWithoutConnectionGainsConnectionClose() {
    let head = Self.head("HTTP/1.1 302 Found", "Location: /posts", "Content-Length: 0")
    #expect(
      HTTPHeadRelay.closingConnection(head)
        == Self.head(
          "HTTP/1.1 302 Found", "Location: /posts", "Content-Length: 0", "Connection: close"))
  }

  @Test func keepAliveHeadersAreReplaced() {
    let head = Self.head(
      "HTTP/1.1 200 OK", "connection: Keep-Alive", "Keep-Alive: timeout=5", "Content-Length: 2")
    #expect(
      HTTPHeadRelay.closingConnection(head)
        == Self.head("HTTP/1.1 200 OK", "Content-Length: 2", "Connection: close"))
  }

  @Test func textThatIsNotAWholeHeadIsLeftAlone() {
    let partial = Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n".utf8)
    #expect(HTTPHeadRelay.closingConnection(partial) == partial)
  }
}

extension NetworkTests {
  /// The relay in front of a server that keeps HTTP/1.1 connections open and does not say
  /// when it closes one.
  @Suite struct HTTPHeadRelayConnectionTests {
    /// A redirect through the relay arrives with `Connection: close`, and the relay closes
    /// the connection after it, so the session opens a new one for the next request rather
    /// than reusing one that is closing (the race behind an unknown URL error in a redirect
    /// chain). Python's server alone answers this request without the header.
    @Test func answerSaysTheConnectionCloses() throws {
      let server = try FeedServer(["--fault", "redirect-loop"])
      defer { server.stop() }
      let relay = try #require(
        HTTPHeadRelay(for: server.url, timeout: .seconds(30)) { failure in
          Issue.record("the relay failed: \(failure)")
        })
      defer { relay.stop() }
      let answer = try Self.exchange(
        port: relay.relayPort,
        request: "GET /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      #expect(answer.hasPrefix("HTTP/1.1 302"), "\(answer)")
      #expect(answer.contains("\r\nConnection: close\r\n"), "\(answer)")
    }

    /// Sends `request` to 127.0.0.1:`port` and reads until the peer closes (bounded by a
    /// 90-second receive timeout, a hang guard).
    private static func exchange(port: Int, request: String) throws -> String {
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      try #require(socket >= 0)
      defer { close(socket) }
      var limit = timeval(tv_sec: 90, tv_usec: 0)
      setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
      address.sin_port = UInt16(port).bigEndian
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
      try #require(connected)
      let bytes = Array(request.utf8)
      try #require(send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count)
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = recv(socket, &buffer, buffer.count, 0)
        // 0: the relay closed the connection; below 0: the hang guard (or an error) ended it.
        try #require(count >= 0, "the relay did not close the connection")
        if count == 0 { break }
        received += buffer[..<count]
      }
      return String(decoding: received, as: UTF8.self)
    }
  }
}
