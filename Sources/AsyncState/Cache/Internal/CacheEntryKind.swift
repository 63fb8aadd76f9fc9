/// The kind of loader a cache entry holds; snapshots report it as
/// ``CacheEntrySnapshot/isPaging``.
@usableFromInline
enum CacheEntryKind: Hashable, Sendable {
  /// A ``DataLoader``, for a ``DataQuery`` or a ``LiveQuery``.
  case data
  /// A ``PagingLoader``, for a ``PagingQuery``.
  case paging
}
