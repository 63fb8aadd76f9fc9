// Stand-ins for the loader types the lead is landing on `main` (see LOADER_API.md), with the
// same names and shapes, so the feeds build before the merge. Deleted by the merge commit.

/// Stand-in for `AsyncState.Page`.
public struct Page<Item, Cursor> {
  /// The page's items.
  public var items: [Item]
  /// The cursor of the next page; `nil` at the end.
  public var next: Cursor?
  /// Creates a page.
  public init(items: [Item], next: Cursor?) {
    self.items = items
    self.next = next
  }
}

extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
extension Page: Equatable where Item: Equatable, Cursor: Equatable {}

/// Stand-in for `AsyncState.LoaderError`.
public enum LoaderError: Error, Hashable, Sendable {
  /// An attempt ran out of time.
  case timedOut(after: Duration)
  /// A cursor came back again.
  case repeatedCursor(String)
}

/// Stand-in for `AsyncState.LoaderErrorConvertible`.
public protocol LoaderErrorConvertible: Error {
  /// Wraps a loader failure.
  init(_ loaderError: LoaderError)
}
