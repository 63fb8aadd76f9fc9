import Foundation
import Testing

@testable import AsyncStateDemo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A feed's session creates no task once invalidated: on Linux, `URLSession.dataTask(with:)`
/// on an invalidated session is a fatal error, which a feed released right after a cancelled
/// request could hit (a transfer's task creation still queued when the feed's `deinit`
/// invalidated the session).
@Suite struct HTTPSessionTests {
  let request = URLRequest(url: URL(string: "http://127.0.0.1:9/feed")!)

  @Test func createsTasksUntilInvalidated() throws {
    let session = HTTPSession(URLSession(configuration: .ephemeral))
    let task = try #require(session.dataTask(with: request))
    task.cancel()
    session.invalidate()
    #expect(session.dataTask(with: request) == nil)
  }
}
