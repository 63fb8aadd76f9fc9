extension PagingState where Value: RangeReplaceableCollection {
  /// Finishes a page load by appending `page` and dropping the `count` oldest items, in
  /// place: one state change, no copy of the items that stay.
  ///
  /// - Returns: `false`, with the state unchanged, unless the state is ``loadingMore(_:)``.
  @discardableResult
  @inlinable
  mutating func appendPage(
    _ page: some Sequence<Value.Element>,
    droppingFirst count: Int,
    hasMore: Bool
  ) -> Bool {
    guard case .loadingMore(var items) = self else { return false }
    // Leave the payload uniquely referenced by `items`, so the buffer is mutated in place.
    self = .idle
    if count > 0 { items.removeFirst(Swift.min(count, items.count)) }
    items.append(contentsOf: page)
    self = hasMore ? .success(items) : .endReached(items)
    return true
  }
}

extension PagingState where Value: RangeReplaceableCollection {
  /// Finishes a page load at the leading end: puts `page` before the loaded items and drops
  /// the `count` last ones, in one state change.
  ///
  /// Valid from ``success(_:)`` and ``endReached(_:)`` (a two-way list's state does not move
  /// while the page before its first one loads). The list is copied once: O(*n* + *m*).
  ///
  /// - Returns: `false`, with the state unchanged, from any other state.
  mutating func prependPage(
    _ page: some Collection<Value.Element>,
    droppingLast count: Int,
    hasMore: Bool
  ) -> Bool {
    let items: Value
    switch self {
    case .success(let value), .endReached(let value): items = value
    default: return false
    }
    var list = Value()
    list.reserveCapacity(page.count + items.count - Swift.min(count, items.count))
    list.append(contentsOf: page)
    list.append(contentsOf: items.prefix(items.count - Swift.min(count, items.count)))
    self = hasMore ? .success(list) : .endReached(list)
    return true
  }
}
