/// A realistic list item: an identifier and a title long enough to live on the heap.
struct Post: Identifiable, Hashable, Sendable {
  let id: Int
  let title: String

  /// A post whose title is unique and longer than a small string (15 UTF-8 bytes).
  init(id: Int) {
    self.id = id
    self.title = "Post \(id): a title of some length"
  }
}

extension Post {
  /// `count` pages of `size` posts with consecutive identifiers from 0, built before any
  /// timing so that fetching a page is an array lookup.
  static func pages(count: Int, size: Int) -> [[Post]] {
    (0..<count).map { page(at: $0, size: size) }
  }

  /// Page `index` of `size` posts with consecutive identifiers, built anew on each call (as
  /// decoding a response builds its items).
  static func page(at index: Int, size: Int) -> [Post] {
    (index * size..<(index + 1) * size).map { Post(id: $0) }
  }
}
