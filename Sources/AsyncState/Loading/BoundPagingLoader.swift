/// A ``PagingLoader`` over a state that a view hands it on each use: `PagingList`'s binding
/// and closure styles.
///
/// A SwiftUI view is recreated on every update, and the binding it is given may be a new
/// value each time (the closure style's is its own `@State`, out of reach in its
/// initializer). The loader outlives them: it reads and writes the state through whatever was
/// bound last (``bind(get:set:)``), so all four styles of `PagingList` run the same loader
/// with the same rules.
///
/// The state is read on every event and each move is written back. A state its owner wrote
/// meanwhile wins: a load's result that the state refuses (its owner reset it to `idle`, say)
/// is dropped, and the next call starts from what the owner wrote — its items are adopted
/// (indexed for duplicates; the next page is fetched after the last one), and a loading state
/// that no load is behind is settled back to what it shows.
@MainActor
package final class BoundPagingLoader<Item: Identifiable & Sendable, Failure: Error>
where Item.ID: Sendable {
  package typealias State = PagingState<[Item], Failure>

  /// The accessors bound last.
  @MainActor
  private final class Binding {
    var get: (@MainActor () -> State)?
    var set: (@MainActor (State) -> Void)?

    nonisolated init() {}
  }

  private let binding: Binding
  /// The loader, over the state bound last.
  package let loader: PagingLoader<Item, Failure>

  /// Creates a loader over a keyset source.
  ///
  /// - Parameters:
  ///   - pageSize: How many items a full page has: a shorter page is the last. `nil` ends
  ///     the list at the first empty page.
  ///   - configuration: Freshness, retry, timeout and clock.
  ///   - maxPages: Keep at most this many pages, dropping the oldest; `nil` keeps them all.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - fetchFirst: Fetches the first page, off the main actor.
  ///   - fetchMore: Fetches the page after the given item, off the main actor.
  package nonisolated init(
    pageSize: Int?,
    configuration: LoaderConfiguration = .default,
    maxPages: Int? = nil,
    removesDuplicates: Bool = true,
    fetchFirst: @escaping @concurrent @Sendable () async throws(Failure) -> [Item],
    fetchMore: @escaping @concurrent @Sendable (Item) async throws(Failure) -> [Item]
  ) {
    let binding = Binding()
    self.binding = binding
    loader = PagingLoader(
      configuration: configuration, maxPages: maxPages, removesDuplicates: removesDuplicates,
      source: .keyset(
        pageSize: pageSize.map { max(1, $0) }, fetchFirst: fetchFirst, fetchMore: fetchMore),
      external: ExternalState(get: { binding.get?() ?? .idle }, set: { binding.set?($0) }))
  }

  /// Points the loader at a state: the loads that run and those to come read and write it.
  ///
  /// - Parameters:
  ///   - get: Reads the state now.
  ///   - set: Replaces the state.
  package func bind(
    get: @escaping @MainActor () -> State,
    set: @escaping @MainActor (State) -> Void
  ) {
    binding.get = get
    binding.set = set
  }
}
