// MARK: - One value per input

extension InputLoader {
  /// Creates a loader of one value per input.
  ///
  /// ```swift
  /// @State private var search = InputLoader(
  ///   input: "", isEmpty: { $0.allSatisfy(\.isWhitespace) }
  /// ) { query in
  ///   try await API.search(query)           // InputLoader<String, DataLoader<[Result], any Error>>
  /// }
  /// ```
  ///
  /// Each applied input gets a ``DataLoader`` of its own, configured by `configuration`. Like
  /// every loader initializer, it is `nonisolated`.
  ///
  /// - Parameters:
  ///   - input: The input to start with. Nothing loads until it is applied: by ``load()``
  ///     (a screen's `task`), ``submit()`` or a change.
  ///   - debounce: How long a change waits for a newer one before it is applied; `.zero`
  ///     applies every change at once. The wait runs on the loader's clock.
  ///   - keepsPreviousValue: Whether the previous input's value stays on screen while a new
  ///     input loads (the default), or the screen is cleared to a first load.
  ///   - isEmpty: Whether an input is empty: an empty input fetches nothing and is applied at
  ///     once. Nothing is empty by default; a search field passes `{ $0.isEmpty }`.
  ///   - emptyInputValue: The value an empty input shows, as ``DataState/success(_:)``;
  ///     `nil` (the default) shows ``DataState/idle``.
  ///   - configuration: Each input's loads: freshness, retry, timeout; its clock also runs
  ///     the debounce.
  ///   - fetch: Loads the value for an input, off the main actor.
  public nonisolated convenience init<Value: Sendable, Failure: Error>(
    input: Input,
    debounce: Duration = .milliseconds(300),
    keepsPreviousValue: Bool = true,
    isEmpty: @escaping @Sendable (Input) -> Bool = { _ in false },
    emptyInputValue: Value? = nil,
    configuration: LoaderConfiguration = .default,
    fetch: @escaping @concurrent @Sendable (Input) async throws(Failure) -> Value
  ) where Loader == DataLoader<Value, Failure> {
    self.init(
      input: input, debounce: debounce, keepsPreviousValue: keepsPreviousValue, isEmpty: isEmpty,
      kind: .data(
        clock: LoaderClock(configuration.clock), emptyValue: emptyInputValue, isShared: false
      ) { input in
        DataLoader(configuration: configuration) { () async throws(Failure) -> Value in
          try await fetch(input)
        }
      })
  }

  /// Creates a loader of one value per input, from a cache: each input is a query, and
  /// returning to a recent input is served from the cache under its freshness rules.
  ///
  /// ```swift
  /// struct SearchQuery: DataQuery {
  ///   let text: String
  ///   func fetch() async throws -> [Result] { try await API.search(text) }
  /// }
  ///
  /// let search = InputLoader(
  ///   input: "", isEmpty: { $0.allSatisfy(\.isWhitespace) }, cache: cache
  /// ) { text in
  ///   SearchQuery(text: text)
  /// }
  /// ```
  ///
  /// The debounce runs on the cache's clock (``CacheConfiguration/clock``). A replaced
  /// input's load goes on if another screen awaits the same query.
  ///
  /// - Parameters:
  ///   - input: The input to start with.
  ///   - debounce: How long a change waits for a newer one before it is applied; `.zero`
  ///     applies every change at once. The wait runs on the loader's clock.
  ///   - keepsPreviousValue: Whether the previous input's value stays on screen while a new
  ///     input loads (the default), or the screen is cleared to a first load.
  ///   - isEmpty: Whether an input is empty: an empty input fetches nothing and is applied at
  ///     once. Nothing is empty by default; a search field passes `{ $0.isEmpty }`.
  ///   - emptyInputValue: The value an empty input shows; `nil` shows `idle`.
  ///   - cache: The cache of the queries.
  ///   - query: The query of an input.
  public nonisolated convenience init<Query: DataQuery>(
    input: Input,
    debounce: Duration = .milliseconds(300),
    keepsPreviousValue: Bool = true,
    isEmpty: @escaping @Sendable (Input) -> Bool = { _ in false },
    emptyInputValue: Query.Value? = nil,
    cache: LoaderCache,
    query: @escaping @MainActor @Sendable (Input) -> Query
  ) where Loader == DataLoader<Query.Value, Query.Failure> {
    self.init(
      input: input, debounce: debounce, keepsPreviousValue: keepsPreviousValue, isEmpty: isEmpty,
      kind: .data(
        clock: LoaderClock(cache.configuration.clock), emptyValue: emptyInputValue, isShared: true
      ) { input in cache.loader(for: query(input)) })
  }
}

// MARK: - A list per input

extension InputLoader {
  /// Creates a loader of a list per input, loaded page by page from a cursor-based source.
  ///
  /// ```swift
  /// let search = InputLoader(input: "", isEmpty: { $0.allSatisfy(\.isWhitespace) }) {
  ///   (query: String, cursor: String?) in
  ///   let response = try await API.search(query, cursor: cursor)
  ///   return Page(items: response.results, next: response.nextCursor)
  /// }
  /// ```
  ///
  /// A new input starts again at its first page; the previous input's pages stay on screen
  /// until it arrives. Page the applied input with ``loadMore()``.
  ///
  /// - Parameters:
  ///   - input: The input to start with.
  ///   - debounce: How long a change waits for a newer one before it is applied; `.zero`
  ///     applies every change at once. The wait runs on the loader's clock.
  ///   - keepsPreviousValue: Whether the previous input's value stays on screen while a new
  ///     input loads (the default), or the screen is cleared to a first load.
  ///   - isEmpty: Whether an input is empty: an empty input fetches nothing and is applied at
  ///     once. Nothing is empty by default; a search field passes `{ $0.isEmpty }`.
  ///   - emptyInputItems: The items an empty input shows, as ``PagingState/endReached(_:)``;
  ///     `nil` (the default) shows ``PagingState/idle``.
  ///   - configuration: Each input's loads; its clock also runs the debounce.
  ///   - maxPages: Keep at most this many pages per input; `nil` keeps them all.
  ///   - fetchPage: Fetches an input's page at a cursor, off the main actor; `nil` asks for
  ///     the first page. A page whose `next` is `nil` is the last.
  public nonisolated convenience init<Item: Identifiable & Sendable, Failure: Error, Cursor>(
    input: Input,
    debounce: Duration = .milliseconds(300),
    keepsPreviousValue: Bool = true,
    isEmpty: @escaping @Sendable (Input) -> Bool = { _ in false },
    emptyInputItems: [Item]? = nil,
    configuration: LoaderConfiguration = .default,
    maxPages: Int? = nil,
    fetchPage:
      @escaping @concurrent @Sendable (Input, Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) where Loader == PagingLoader<Item, Failure>, Item.ID: Sendable, Cursor: Hashable & Sendable {
    self.init(
      input: input, debounce: debounce, keepsPreviousValue: keepsPreviousValue, isEmpty: isEmpty,
      kind: .paging(
        clock: LoaderClock(configuration.clock), emptyItems: emptyInputItems, isShared: false
      ) { input in
        PagingLoader(configuration: configuration, maxPages: maxPages) {
          (cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor> in
          try await fetchPage(input, cursor)
        }
      })
  }

  // Shaped like the DataQuery initializer above: one public initializer per query protocol,
  // whose labels say what an empty input shows; what they share is in InputLoaderKind and
  // the one initializer all four call.

  /// Creates a loader of a list per input from a cache: each input is a query, and
  /// returning to a recent input shows its pages under the cache's freshness rules.
  ///
  /// ```swift
  /// let search = InputLoader(
  ///   input: "", isEmpty: { $0.allSatisfy(\.isWhitespace) }, cache: cache
  /// ) { text in
  ///   SearchResultsQuery(text: text)        // a PagingQuery
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The input to start with.
  ///   - debounce: How long a change waits for a newer one before it is applied; `.zero`
  ///     applies every change at once. The wait runs on the loader's clock.
  ///   - keepsPreviousValue: Whether the previous input's value stays on screen while a new
  ///     input loads (the default), or the screen is cleared to a first load.
  ///   - isEmpty: Whether an input is empty: an empty input fetches nothing and is applied at
  ///     once. Nothing is empty by default; a search field passes `{ $0.isEmpty }`.
  ///   - emptyInputItems: The items an empty input shows; `nil` shows `idle`.
  ///   - cache: The cache of the queries.
  ///   - query: The query of an input.
  public nonisolated convenience init<Query: PagingQuery>(
    input: Input,
    debounce: Duration = .milliseconds(300),
    keepsPreviousValue: Bool = true,
    isEmpty: @escaping @Sendable (Input) -> Bool = { _ in false },
    emptyInputItems: [Query.Item]? = nil,
    cache: LoaderCache,
    query: @escaping @MainActor @Sendable (Input) -> Query
  ) where Loader == PagingLoader<Query.Item, Query.Failure> {
    self.init(
      input: input, debounce: debounce, keepsPreviousValue: keepsPreviousValue, isEmpty: isEmpty,
      kind: .paging(
        clock: LoaderClock(cache.configuration.clock), emptyItems: emptyInputItems, isShared: true
      ) { input in cache.loader(for: query(input)) })
  }
}
