public import AsyncState

/// The feed the screen shows: an `InputLoader` that follows the filter (`/`) over the
/// cache's feed loaders, one per filter, seen as one loader (a `StateSource`).
///
/// Each applied filter is a ``FeedQuery`` of the session's ``LoaderCache``: the empty filter
/// is the whole feed, the same entry as ``FeedSession/loader``, so clearing the filter shows
/// the feed's pages again at once; a recent filter's pages come back the same way. The input
/// loader does the rest: the debounce, the previous filter's posts kept (as `refreshing`)
/// while a new filter loads, a replaced filter's answer never shown.
///
/// Observers see every transition of the applied filter's loader, with ``state`` (the
/// input loader's, the kept posts included) as the new state: a banner center and the
/// session observe it as they would observe one loader.
///
/// ```swift
/// let feed = FilteredFeed(source: source, cache: cache)
/// feed.search.input = "cursor"          // applied after the debounce
/// print(feed.state)                     // refreshing([20 items]): the feed, kept meanwhile
/// ```
@MainActor
public final class FilteredFeed: StateSource {
  /// Where the posts come from.
  public let source: any FeedSource
  /// The cache whose entries are the filters' loaders.
  public let cache: LoaderCache
  /// How long a change of the filter waits for the next keystroke.
  public let debounce: Duration
  /// The cursor the whole feed opens at (`--start-at`), `nil` for its top; a filter always
  /// searches from the top.
  public let startCursor: String?
  /// How many answers arrived for a load that a newer filter (or a cancel) had replaced: the
  /// loader dropped each one.
  public private(set) var droppedAnswerCount = 0
  /// The filter of the latest dropped answer.
  public private(set) var lastDroppedFilter: String?
  /// Called when a filter is applied (after the input loader has made it current) and when
  /// an answer is dropped: what the screen shows changed without a transition.
  public var onChange: (@MainActor () -> Void)?

  /// The input loader that follows the filter's text; its input is the text as typed.
  public private(set) lazy var search = InputLoader(
    input: "", debounce: debounce, cache: cache
  ) { [weak self, source = self.source] text in
    self?.applied(text) ?? FeedQuery(source: source, filter: text)
  }

  /// The loader of the applied filter, whose transitions observers see.
  private var followed: PagingLoader<Post, FeedError>?
  private var followedObservation: StateObservation?
  private var observers: [Observer] = []

  private struct Observer {
    weak var token: StateObservation?
    let onTransition: @MainActor (PagingState<[Post], FeedError>, TransitionCause) -> Void
  }

  /// Creates the feed.
  ///
  /// - Parameters:
  ///   - source: Where the posts come from.
  ///   - cache: The cache to ask for each filter's loader; its clock runs the debounce.
  ///   - debounce: How long a change of the filter waits for the next keystroke.
  ///   - startCursor: The cursor the whole feed opens at; `nil` (the default) for its top.
  public init(
    source: any FeedSource, cache: LoaderCache, debounce: Duration = .milliseconds(300),
    startCursor: String? = nil
  ) {
    self.source = source
    self.cache = cache
    self.debounce = debounce
    self.startCursor = startCursor
  }

  /// The state to show: the applied filter's, with the previous filter's posts kept while it
  /// has none (`InputLoader.state`).
  public var state: PagingState<[Post], FeedError> {
    search.state
  }

  /// What the screen shows: the state's presentation, with the applied loader's header (the
  /// page above, for a feed opened in the middle), except while a newer filter replaces the
  /// posts on screen (`InputLoader.isReplacing`): then no header and no
  /// footer — the posts on their way out are not paged further.
  public var presentation: ScreenPresentation<[Post], FeedError> {
    var presentation = state.presentation()
    guard presentation.content != nil, search.isReplacing else {
      if let loader = search.loader { presentation.header = loader.presentation().header }
      return presentation
    }
    presentation.footer = .none
    return presentation
  }

  /// The loader of a filter: the cache's entry for it.
  ///
  /// - Parameter filter: The filter as typed; normalized (``FeedQuery/normalizedFilter(_:)``).
  /// - Returns: The loader, shared with the input loader.
  public func loader(for filter: String) -> PagingLoader<Post, FeedError> {
    cache.loader(for: query(for: filter))
  }

  /// Calls `onTransition` on every transition of the applied filter's loader, with
  /// ``state`` as the new state.
  ///
  /// - Parameter onTransition: Called with each new state and the cause of the move.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  public func observe(
    _ onTransition: @escaping @MainActor (PagingState<[Post], FeedError>, TransitionCause) -> Void
  ) -> StateObservation {
    let token = StateObservation {}
    observers.append(Observer(token: token, onTransition: onTransition))
    return token
  }

  private func query(for filter: String) -> FeedQuery {
    let normalized = FeedQuery.normalizedFilter(filter)
    let start = normalized.isEmpty ? startCursor : nil
    return FeedQuery(source: source, filter: normalized, startCursor: start) {
      [weak self] filter in
      self?.answerDropped(filter)
    }
  }

  /// The input loader applies `text`: follow its loader from now on.
  private func applied(_ text: String) -> FeedQuery {
    let query = query(for: text)
    let loader = cache.loader(for: query)
    let replaced = followed
    follow(loader)
    // The filters are this screen's alone: whatever the replaced filter still loads (a page
    // the app asked for, which the input loader does not await) stops now.
    if let replaced, replaced !== loader, replaced.state.isLoading { replaced.cancel() }
    // The input loader makes the loader current when this returns; a filter whose pages are
    // in the cache shows them with no transition, so tell the screen afterwards.
    Task { [weak self] in self?.onChange?() }
    return query
  }

  private func follow(_ loader: PagingLoader<Post, FeedError>) {
    guard loader !== followed else { return }
    followed = loader
    followedObservation = loader.observe { [weak self] _, cause in
      self?.forward(cause)
    }
  }

  private func forward(_ cause: TransitionCause) {
    observers.removeAll { $0.token?.isCancelled ?? true }
    let state = self.state
    for observer in observers { observer.onTransition(state, cause) }
  }

  private func answerDropped(_ filter: String) {
    droppedAnswerCount += 1
    lastDroppedFilter = filter
    onChange?()
  }
}
