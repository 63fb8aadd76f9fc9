/// One page from a cursor-based source: its items, the cursor of the next page and, for a
/// list that loads both ways, the cursor of the previous page.
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
  /// The cursor that fetches the page before this one, or `nil` if this is the first page
  /// of the list (always `nil` for a list that loads one way).
  ///
  /// A first page with a `previous` cursor makes ``PagingLoader/loadPrevious()`` possible:
  /// see ``PagingLoader/previousPages``.
  public var previous: Cursor?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items of this page, in display order.
  ///   - next: The cursor of the next page; `nil` when this page is the last.
  public init(items: [Item], next: Cursor?) {
    self.items = items
    self.next = next
    previous = nil
  }

  /// Creates a page of a list that loads both ways: a chat or a timeline opened in the
  /// middle.
  ///
  /// ```swift
  /// let chat = PagingLoader(startingAt: firstUnread) { (cursor: String?) in
  ///   let response = try await API.messages(around: cursor)
  ///   return Page(items: response.messages, previous: response.before, next: response.after)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items of this page, in display order.
  ///   - previous: The cursor of the page before this one; `nil` when this page is the first
  ///     of the list.
  ///   - next: The cursor of the next page; `nil` when this page is the last.
  public init(items: [Item], previous: Cursor?, next: Cursor?) {
    self.items = items
    self.previous = previous
    self.next = next
  }
}

extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
extension Page: Hashable where Item: Hashable, Cursor: Hashable {}
