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
