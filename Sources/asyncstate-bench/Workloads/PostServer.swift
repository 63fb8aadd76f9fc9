/// An API client as an app often writes one: an actor, so that a fetch suspends to reach it
/// and comes back, as a network call does, where a fetch that returns a value at once may not
/// suspend at all.
actor PostServer {
  private let pages: [[Post]]
  private let size: Int

  init(pages: [[Post]], size: Int) {
    self.pages = pages
    self.size = size
  }

  /// The page after `last`, the first page when `last` is `nil`; empty past the end.
  func page(after last: Post?) -> [Post] {
    let index = last.map { ($0.id + 1) / size } ?? 0
    return index < pages.count ? pages[index] : []
  }
}
