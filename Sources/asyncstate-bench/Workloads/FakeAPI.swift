/// What the fetch closures of the idle objects capture: one reference, as a real screen's
/// closure captures its API client.
final class FakeAPI: Sendable {
  let pages: [[Post]]

  var post: Post {
    pages[0][0]
  }

  init(pages: [[Post]]) {
    self.pages = pages
  }
}
