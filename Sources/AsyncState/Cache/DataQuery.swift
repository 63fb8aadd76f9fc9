/// A key of a ``LoaderCache`` whose entry is one value, loaded by a ``DataLoader``.
///
/// The query is the key and knows how to fetch: its stored properties are the fetch's
/// parameters, and ``fetch()`` loads the value for them. The cache makes one loader per
/// distinct query, so every screen that asks for `UserQuery(id: 42)` shares one loader, one
/// fetch and one state.
///
/// ```swift
/// struct UserQuery: DataQuery {
///   let id: User.ID
///
///   func fetch() async throws -> User {
///     try await API.user(id)
///   }
/// }
///
/// let user = cache.loader(for: UserQuery(id: 42))   // DataLoader<User, any Error>
/// ```
///
/// The value and failure types come from ``fetch()``: a plain `throws` gives `any Error`, a
/// typed `throws(APIError)` gives `APIError`.
public protocol DataQuery: CacheQuery {
  /// The value the query loads.
  associatedtype Value: Sendable
  /// The failure the fetch throws: `any Error`, or a typed error.
  associatedtype Failure: Error

  /// Loads the value for this query's parameters, off the main actor.
  ///
  /// The entry's ``DataLoader`` calls it for every load: first load, revalidation, refresh,
  /// retry. It runs on the concurrent executor, never on the main actor.
  ///
  /// - Returns: The value.
  /// - Throws: `Failure`; a `CancellationError` (the load was cancelled) is never shown as a
  ///   failure.
  @concurrent func fetch() async throws(Failure) -> Value

  /// How the value is kept between launches by a cache with a ``CacheStore``; `nil` (the
  /// default) keeps it in memory only. Available for a `Codable` value.
  ///
  /// ```swift
  /// var persistence: QueryPersistence<Self>? { .init(key: "user-\(id)") }
  /// ```
  ///
  /// > Important: Declare it optional, as here. A property of type `QueryPersistence<Self>`
  /// > is another member, not this requirement, and leaves the value unsaved.
  var persistence: QueryPersistence<Self>? { get }
}

extension DataQuery {
  /// Kept in memory only: `nil`.
  ///
  /// ```swift
  /// struct SearchQuery: DataQuery {
  ///   let text: String
  ///   // No `persistence`: results are not kept between launches.
  ///   func fetch() async throws -> [Result] { try await API.search(text) }
  /// }
  /// ```
  public var persistence: QueryPersistence<Self>? { nil }
}
