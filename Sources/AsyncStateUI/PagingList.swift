#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  /// A list loaded page by page: rows for the loaded items, and below them the footer the
  /// state's presentation calls for, in four styles that draw the same views.
  ///
  /// The styles differ in who performs the loads and whether the screen can read the state,
  /// from most control to least code:
  ///
  /// | Style | Initializer | Performs loads | Screen reads the state |
  /// |---|---|---|---|
  /// | Switch | ``init(state:content:onLoadMore:onRetry:)`` | the screen | yes |
  /// | Store | ``init(loader:content:)`` | the list (and the screen, through the loader) | yes |
  /// | Store, following an input | `init(loader:content:)` with an `InputLoader` | the list (and the screen, through the loader) | yes |
  /// | Binding | ``init(state:pageSize:configuration:content:fetchFirst:fetchMore:)`` | the list | yes |
  /// | Closure | ``init(pageSize:configuration:content:fetchFirst:fetchMore:)`` | the list | no |
  ///
  /// ```swift
  /// struct FeedScreen: View {
  ///   @State private var feed = PagingLoader(
  ///     pageSize: 30,
  ///     fetchFirst: { try await API.posts(after: nil, count: 30) },
  ///     fetchMore: { last in try await API.posts(after: last.id, count: 30) }
  ///   )
  ///
  ///   var body: some View {
  ///     PagingList(loader: feed) { post in
  ///       PostRow(post)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// In every style:
  ///
  /// - The first load shows the style's spinner (after the `SpinnerTiming` delay, so a
  ///   fast load shows none); a failure with nothing to show, the style's error view with a
  ///   retry button; loaded items, the rows. A refresh keeps the rows on screen, with no
  ///   second spinner.
  /// - The footer is a spinner row while more pages may exist. When it comes on screen it
  ///   requests the next page — once per page (`LoadMoreTrigger`) — and it stays the same
  ///   row while the page loads, so SwiftUI does not replace it mid-request.
  ///   After a failed page it is a retry row, and nothing retries by itself; at the end, the
  ///   style's end marker (nothing, by default).
  /// - With a loader that loads both ways (`PagingLoader.previousPages`), the store style
  ///   draws the same rows above the items (`ScreenPresentation.header`): coming on screen,
  ///   the header's spinner row requests the page before the first one
  ///   (`PagingLoader.loadPrevious()`), once per page. The list does not hold the user's
  ///   place when that page lands; a chat that must, builds its list with
  ///   `scrollPosition(id:)` as the paging article shows.
  /// - Pull-to-refresh awaits the load, so the control stays up exactly as long as it runs
  ///   (in the switch style, the screen's `refreshable` does).
  /// - Rows sit in a `List`, or in a `LazyVStack` inside a `ScrollView`
  ///   (``SwiftUI/View/pagingListLazyVStack(_:spacing:)``).
  public nonisolated struct PagingList<
    Item: Identifiable & Sendable, Failure: Error, Row: View
  >: View where Item.ID: Sendable {
    private let mode: Mode
    private let row: (Item) -> Row
    /// The binding and closure styles' loader, over the state the list writes to.
    @State private var bound: BoundPagingLoader<Item, Failure>?
    @State private var ownedState = PagingState<[Item], Failure>.idle
    @Environment(\.dataStates.policy) private var policy

    /// Who owns the state and performs the loads.
    fileprivate enum Mode {
      case state(
        PagingState<[Item], Failure>,
        onLoadMore: @MainActor @Sendable () -> Void,
        onRetry: (@MainActor @Sendable () -> Void)?
      )
      case loader(PagingLoader<Item, Failure>)
      case input(
        present: @MainActor (PresentationPolicy) -> ScreenPresentation<[Item], Failure>,
        load: @MainActor @Sendable () async -> Void,
        actions: @MainActor () -> PagingListActions
      )
      case binding(Binding<PagingState<[Item], Failure>>)
      case owned
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      PagingListContent(presentation: present(policy), row: row, actions: actions)
        .task { await load() }
    }
  }

  // MARK: - The four styles

  extension PagingList {
    /// Creates a list of a state the screen owns and loads: the switch style.
    ///
    /// The screen performs every load: its `task` loads the first page, its `refreshable`
    /// refreshes, and the list calls `onLoadMore` when its footer requests the next page and
    /// `onRetry` when the user taps a retry button.
    ///
    /// ```swift
    /// PagingList(state: state) { post in
    ///   PostRow(post)
    /// } onLoadMore: {
    ///   Task { await fetchMore() }
    /// }
    /// .task { await fetchFirst() }
    /// .refreshable { await fetchFirst() }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - content: Draws the row of an item.
    ///   - onLoadMore: Starts loading the next page; called once per page, when the footer
    ///     comes on screen.
    ///   - onRetry: Retries what failed — the next page, or the first load; the list offers no
    ///     retry without it.
    public nonisolated init(
      state: PagingState<[Item], Failure>,
      @ViewBuilder content: @escaping (Item) -> Row,
      onLoadMore: @escaping @MainActor @Sendable () -> Void,
      onRetry: (@MainActor @Sendable () -> Void)? = nil
    ) {
      mode = .state(state, onLoadMore: onLoadMore, onRetry: onRetry)
      row = content
    }

    /// Creates a list that shows a loader and performs all its loads: the store style.
    ///
    /// The list loads the first page when it appears (`load()`, once), refreshes on
    /// pull-to-refresh, requests the next page from its footer (`loadMore()`) and retries
    /// from its retry buttons (`retry()`). The screen can read `loader.state` and start loads
    /// itself.
    ///
    /// - Parameters:
    ///   - loader: The loader to show and drive.
    ///   - content: Draws the row of an item.
    public nonisolated init(
      loader: PagingLoader<Item, Failure>,
      @ViewBuilder content: @escaping (Item) -> Row
    ) {
      mode = .loader(loader)
      row = content
    }

    /// Creates a list of results that follow an input — a search field, a filter — and
    /// performs all their loads: the store style, for an `InputLoader`.
    ///
    /// The list applies the input and loads its first page when it appears (`load()`),
    /// refreshes the applied input on pull-to-refresh, requests its next page from the
    /// footer (`loadMore()`) and retries from the retry buttons (`retry()`). While a newer
    /// input waits for its debounce or loads, the earlier input's rows stay on screen, dimmed
    /// under a small progress indicator, with no footer and no blocking spinner — as the
    /// loader's presentation says (`InputLoader.presentation(policy:)`).
    ///
    /// ```swift
    /// struct SearchScreen: View {
    ///   @State private var search = InputLoader(
    ///     input: "", isEmpty: { $0.allSatisfy(\.isWhitespace) }
    ///   ) {
    ///     (query: String, cursor: String?) in
    ///     let response = try await API.search(query, cursor: cursor)
    ///     return Page(items: response.posts, next: response.nextCursor)
    ///   }
    ///
    ///   var body: some View {
    ///     @Bindable var search = search
    ///     PagingList(loader: search) { post in
    ///       PostRow(post)
    ///     }
    ///     .searchable(text: $search.input, prompt: "Search posts")
    ///     .onSubmit(of: .search) { search.submit() }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - loader: The input loader to show and drive; set its `input` from the screen.
    ///   - content: Draws the row of an item.
    public nonisolated init<Input>(
      loader: InputLoader<Input, PagingLoader<Item, Failure>>,
      @ViewBuilder content: @escaping (Item) -> Row
    ) {
      mode = .input(
        present: { loader.presentation(policy: $0) },
        load: { await loader.load() },
        actions: { PagingListActions(loader) }
      )
      row = content
    }

    /// Creates a list that loads into a state the screen owns: the binding style.
    ///
    /// The list performs every load, with a `PagingLoader`'s rules, and writes each move of
    /// the state to the binding, so the screen reads it (to raise a banner, say). The first
    /// page loads once when the list appears; a state that is already loaded is kept. A state
    /// the screen writes meanwhile (back to `idle`, say) wins over the load that was running.
    ///
    /// A page load belongs to the list: if the list goes away while one runs, the load is
    /// cancelled and the state stays `loadingMore` until a list loads it again, which settles
    /// it back to the pages it has, without a fetch.
    ///
    /// ```swift
    /// @State private var posts = PagingState<[Post], any Error>.idle
    ///
    /// PagingList(state: $posts) { post in
    ///   PostRow(post)
    /// } fetchFirst: {
    ///   try await API.posts(after: nil, count: 30)
    /// } fetchMore: { last in
    ///   try await API.posts(after: last.id, count: 30)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state the list loads into.
    ///   - pageSize: How many items a full page has: a shorter page is the last. `nil` (the
    ///     default) ends the list at the first empty page.
    ///   - configuration: Freshness, retry and timeout of the loads.
    ///   - content: Draws the row of an item.
    ///   - fetchFirst: Fetches the first page, off the main actor.
    ///   - fetchMore: Fetches the page after the given item, the last one loaded.
    public nonisolated init(
      state: Binding<PagingState<[Item], Failure>>,
      pageSize: Int? = nil,
      configuration: LoaderConfiguration = .default,
      @ViewBuilder content: @escaping (Item) -> Row,
      fetchFirst: @escaping @concurrent @Sendable () async throws(Failure) -> [Item],
      fetchMore: @escaping @concurrent @Sendable (Item) async throws(Failure) -> [Item]
    ) {
      mode = .binding(state)
      row = content
      _bound = State(
        initialValue: BoundPagingLoader(
          pageSize: pageSize, configuration: configuration, fetchFirst: fetchFirst,
          fetchMore: fetchMore))
    }

    /// Creates a list that owns its state and performs every load: the closure style.
    ///
    /// The least code: hand the list the fetches and the row. The screen cannot read the
    /// state; use the binding style for that.
    ///
    /// ```swift
    /// PagingList { post in
    ///   PostRow(post)
    /// } fetchFirst: {
    ///   try await API.posts(after: nil, count: 30)
    /// } fetchMore: { last in
    ///   try await API.posts(after: last.id, count: 30)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pageSize: How many items a full page has: a shorter page is the last. `nil` (the
    ///     default) ends the list at the first empty page.
    ///   - configuration: Freshness, retry and timeout of the loads.
    ///   - content: Draws the row of an item.
    ///   - fetchFirst: Fetches the first page, off the main actor.
    ///   - fetchMore: Fetches the page after the given item, the last one loaded.
    public nonisolated init(
      pageSize: Int? = nil,
      configuration: LoaderConfiguration = .default,
      @ViewBuilder content: @escaping (Item) -> Row,
      fetchFirst: @escaping @concurrent @Sendable () async throws(Failure) -> [Item],
      fetchMore: @escaping @concurrent @Sendable (Item) async throws(Failure) -> [Item]
    ) {
      mode = .owned
      row = content
      _bound = State(
        initialValue: BoundPagingLoader(
          pageSize: pageSize, configuration: configuration, fetchFirst: fetchFirst,
          fetchMore: fetchMore))
    }
  }

  // MARK: - Each style's state and actions

  extension PagingList {
    /// The presentation to show under a policy: the state's, or the input loader's.
    @MainActor private func present(
      _ policy: PresentationPolicy
    ) -> ScreenPresentation<[Item], Failure> {
      switch mode {
      case .state(let state, _, _): state.presentation(policy: policy)
      case .loader(let loader): loader.presentation(policy: policy)
      case .input(let present, _, _): present(policy)
      case .binding(let binding): binding.wrappedValue.presentation(policy: policy)
      case .owned: ownedState.presentation(policy: policy)
      }
    }

    /// The binding and closure styles' loader, pointed at the state they load into: the
    /// screen's binding, or the list's own state.
    @MainActor private var boundLoader: PagingLoader<Item, Failure>? {
      guard let bound else { return nil }
      let binding: Binding<PagingState<[Item], Failure>>
      switch mode {
      case .binding(let state): binding = state
      case .owned: binding = $ownedState
      case .state, .loader, .input: return nil
      }
      bound.bind(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
      return bound.loader
    }

    /// The first load, when the list appears: the loader's `load()`, which keeps a loaded
    /// state as it is. The switch style's screen loads by itself.
    @MainActor private func load() async {
      if case .loader(let loader) = mode {
        await loader.load()
      } else if case .input(_, let load, _) = mode {
        await load()
      } else if let loader = boundLoader {
        await loader.load()
      }
    }

    @MainActor private var actions: PagingListActions {
      switch mode {
      case .state(_, let onLoadMore, let onRetry):
        return PagingListActions(
          loadMore: onLoadMore,
          retry: onRetry.map { retry in RetryAction { retry() } },
          refresh: nil
        )
      case .loader(let loader):
        return PagingListActions(loader)
      case .input(_, _, let actions):
        return actions()
      case .binding, .owned:
        guard let loader = boundLoader else {
          return PagingListActions(loadMore: {}, retry: nil, refresh: nil)
        }
        return PagingListActions(loader)
      }
    }
  }
#endif
