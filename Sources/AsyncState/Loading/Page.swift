/// One page from a cursor-based source: its items, and the cursor of the next page.
///
/// ```swift
/// let loader = PagingLoader { (cursor: String?) in
///   let response = try await api.posts(cursor: cursor, limit: 20)
///   return Page(items: response.items, next: response.next)
/// }
/// ```
public struct Page<Item, Cursor> {
  /// The items of this page, in display order.
  public var items: [Item]
  /// The cursor that fetches the page after this one, or `nil` if this is the last page.
  public var next: Cursor?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items of this page, in display order.
  ///   - next: The cursor of the next page; `nil` when this page is the last.
  public init(items: [Item], next: Cursor?) {
    self.items = items
    self.next = next
  }
}

extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
extension Page: Hashable where Item: Hashable, Cursor: Hashable {}
