/// One page a paging loader keeps: how many items it added to the list, and the links to the
/// pages around it, so that a `maxPages` window can drop pages at one end and load them again
/// later from the page that is then at that end.
struct LoadedPage<Item: Sendable, Failure: Error> {
  /// How many items the page added (after duplicates were dropped).
  var count: Int
  /// The cursor that fetched the page; `nil` for a first page fetched without one, or when
  /// the page came from elsewhere (a cache).
  var key: CursorKey?
  /// The page before this one; `nil` at the start of the list.
  var previous: NextPage<Item, Failure>?
  /// The page after this one; `nil` at the end of the list.
  var next: NextPage<Item, Failure>?

  init(
    count: Int, key: CursorKey? = nil, previous: NextPage<Item, Failure>? = nil,
    next: NextPage<Item, Failure>? = nil
  ) {
    self.count = count
    self.key = key
    self.previous = previous
    self.next = next
  }
}
