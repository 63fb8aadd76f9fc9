import AsyncStateDemo
import Foundation
import Testing

extension NetworkTests {
  /// Script mode against `Scripts/feed-server.py` on loopback, for each fault mode: the right
  /// message appears, no loaded post is lost, and the run ends with exit code 0.
  @MainActor
  @Suite struct ScriptHTTPTests {
    @Test func readsTheWholeFeed() async throws {
      let server = try await FeedServer.start(["--pages", "2", "--page-size", "4"])
      defer { server.stop() }
      let (output, code) = try await runScript([
        "--url", server.url.absoluteString, "--page-size", "4", "--script", "load,more,more",
      ])
      #expect(code == 0)
      #expect(output.contains("→ endReached([8 items])\n> more\n  (no change)"))
      #expect(output.contains("#8    Post 8"))
      #expect(output.contains("— end of the feed: 8 posts —"))
    }

    /// Only the delay case waits for its timeout (1s), and its server holds the request for 600 s
    /// (until the test stops it), so only the timeout ends it; the others have 10s, so a busy
    /// machine never turns their failure into a timeout.
    @Test(arguments: [
      ("status:503", "status(503)", "The server answered 503 Service Unavailable."),
      (
        "malformed", "malformed(items[0].title)",
        #"The server's JSON is malformed at "items[0].title"."#
      ),
      ("drop", "connectionLost", "The server closed the connection before answering in full."),
      ("delay:600", "timedOut(1s)", "The server did not answer within 1s."),
      (
        "repeat-cursor", "repeatedCursor(after-5)",
        "The server sent cursor after-5 again; paging stopped."
      ),
    ])
    func pageFaultKeepsTheLoadedPosts(fault: String, state: String, message: String) async throws {
      let server = try await FeedServer.start([
        "--pages", "3", "--page-size", "5", "--fault", fault, "--fault-after-page", "1",
      ])
      defer { server.stop() }
      let (output, code) = try await runScript([
        "--url", server.url.absoluteString, "--page-size", "5",
        "--timeout", fault.hasPrefix("delay") ? "1s" : "10s",
        "--script", "load,more,retry",
      ])
      #expect(code == 0)
      let failed = "→ loadMoreFailure([5 items], \(state))"
      #expect(output.components(separatedBy: failed).count == 3, "the page and its retry fail")
      #expect(output.contains("↻ \(message) (enter retries)"))
      // Every post of the first page is still on the final screen.
      for id in 1...5 {
        #expect(output.contains("#\(id)    Post \(id)\n"))
      }
    }

    @Test func failedRefreshRaisesABannerAndKeepsThePosts() async throws {
      let server = try await FeedServer.start(["--pages", "2", "--page-size", "4"])
      defer { server.stop() }
      let (output, code) = try await runScript([
        "--url", server.url.absoluteString, "--page-size", "4", "--script", "load,more,x,refresh",
      ])
      #expect(code == 0)
      #expect(output.contains("→ refreshFailure([8 items], injected)\n  banner: Injected failure"))
      #expect(output.contains(" ! Injected failure (x turns injection off).  r retries"))
      #expect(output.contains("#8    Post 8"))
    }

    /// A server error's hint names the server's answer and the retry, never `x`.
    @Test func serverErrorHintNamesTheAnswer() async throws {
      let server = try await FeedServer.start(["--fault", "status:503"])
      defer { server.stop() }
      let (output, _) = try await runScript([
        "--url", server.url.absoluteString, "--timeout", "10s", "--script", "load",
      ])
      #expect(output.contains("     The server answered 503 Service Unavailable.\n"))
      #expect(output.contains("Press t or enter to retry."))
      #expect(!output.contains("x turns"))
    }

    @Test func refusedConnectionShowsTheErrorView() async throws {
      let server = try await FeedServer.start()
      server.stop()
      let (output, code) = try await runScript([
        "--url", server.url.absoluteString, "--script", "load,retry",
      ])
      #expect(code == 0)
      let state = "failure(connectionRefused(127.0.0.1:\(server.port)))"
      #expect(output.contains("→ \(state)\n> retry\n→ retrying("))
      #expect(output.contains("✗ The feed did not load."))
      #expect(
        output.contains("Could not connect to 127.0.0.1:\(server.port) (connection refused)."))
    }
  }
}
