/// A key of a ``LoaderCache``: a value that names what to load, with every parameter of the
/// fetch.
///
/// Two equal queries are the same entry: the same loader, one fetch, one truth. Write a query
/// as a small struct of the fetch's parameters and conform it to ``DataQuery`` (one value) or
/// ``PagingQuery`` (a list loaded page by page); both refine this protocol, which holds what
/// they share and what ``LoaderCache/invalidate(_:)`` needs.
///
/// ```swift
/// struct UserQuery: DataQuery {
///   let id: User.ID
///   func fetch() async throws -> User { try await API.user(id) }
/// }
/// ```
///
/// > Important: The fetch runs off the main actor. In a module that isolates declarations to
/// > the main actor by default (Xcode's default for new app targets), a query compiles as
/// > written, but the item type of a ``PagingQuery`` must be `nonisolated`: a
/// > main-actor-isolated `Identifiable` conformance cannot satisfy the requirement on a
/// > `Sendable` item.
public protocol CacheQuery: Hashable, Sendable {
  /// How long the entry's value stays fresh; ``Staleness/cacheDefault`` unless the query says
  /// otherwise.
  var staleness: Staleness { get }

  /// How often the entry's ``DataLoader`` fetches again while a screen holds it; `nil` (the
  /// default) never polls. See ``LoaderConfiguration/pollInterval``.
  ///
  /// ```swift
  /// struct OrderStatusQuery: DataQuery {
  ///   let id: Order.ID
  ///   var pollInterval: Duration? { .seconds(10) }
  ///   func fetch() async throws -> OrderStatus { try await API.orderStatus(id) }
  /// }
  /// ```
  var pollInterval: Duration? { get }
}

extension CacheQuery {
  /// The cache's default: ``Staleness/cacheDefault``.
  ///
  /// ```swift
  /// struct UserQuery: DataQuery {
  ///   let id: User.ID
  ///   // No `staleness`: the cache's `staleAfter` applies.
  ///   func fetch() async throws -> User { try await API.user(id) }
  /// }
  /// ```
  public var staleness: Staleness { .cacheDefault }

  /// No polling.
  ///
  /// ```swift
  /// struct UserQuery: DataQuery {
  ///   let id: User.ID
  ///   // No `pollInterval`: the entry loads when asked, and never polls.
  ///   func fetch() async throws -> User { try await API.user(id) }
  /// }
  /// ```
  public var pollInterval: Duration? { nil }
}
