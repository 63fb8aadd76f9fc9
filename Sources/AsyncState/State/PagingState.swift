/// The state of a screen that loads a list page by page.
///
/// `PagingState` is ``DataState`` plus the two states of loading the next page, and a
/// settled state that says the last page has been loaded. A view tells "more pages may
/// exist" (``success(_:)``, ``canLoadMore``) from "end reached" (``endReached(_:)``,
/// ``isEndReached``) by looking at the state alone.
///
/// | Case | Meaning |
/// |---|---|
/// | ``idle`` | Nothing requested yet. |
/// | ``initialLoading`` | First load; nothing to show. |
/// | ``refreshing(_:)`` | Refresh from the first page; the loaded pages stay on screen. |
/// | ``retrying(_:)`` | Retry; the old error stays on screen. |
/// | ``success(_:)`` | Loaded; more pages may exist. |
/// | ``endReached(_:)`` | Loaded, and the last page is among them. |
/// | ``failure(_:)`` | Failed with nothing to show. |
/// | ``refreshFailure(_:_:)`` | A refresh failed; the loaded pages are kept. |
/// | ``loadingMore(_:)`` | The next page is loading; the loaded pages stay on screen. |
/// | ``loadMoreFailure(_:_:)`` | The next page failed; the loaded pages are kept. |
///
/// Transitions (a move not listed is refused and leaves the state unchanged;
/// `succeed(with: v2)` goes to `endReached(v2)` instead of `success(v2)` when it is told
/// there are no more pages):
///
/// | From | `startLoading()` | `startLoadingMore()` | `succeed(with: v2)` | `fail(with: e2)` | `cancelLoading()` |
/// |---|---|---|---|---|---|
/// | `idle` | `initialLoading` | — | — | — | — |
/// | `initialLoading` | — | — | `success(v2)` | `failure(e2)` | `idle` |
/// | `refreshing(v)` | — | — | `success(v2)` | `refreshFailure(v, e2)` | `success(v)` |
/// | `retrying(e)` | — | — | `success(v2)` | `failure(e2)` | `failure(e)` |
/// | `success(v)` | `refreshing(v)` | `loadingMore(v)` | — | — | — |
/// | `endReached(v)` | `refreshing(v)` | — | — | — | — |
/// | `failure(e)` | `retrying(e)` | — | — | — | — |
/// | `refreshFailure(v, e)` | `refreshing(v)` | — | — | — | — |
/// | `loadingMore(v)` | `refreshing(v)` | — | `success(v2)` | `loadMoreFailure(v, e2)` | `success(v)` |
/// | `loadMoreFailure(v, e)` | `refreshing(v)` | `loadingMore(v)` | — | — | — |
///
/// ``appendPage(_:hasMore:)`` is `succeed(with:)` for a page load whose value is a
/// collection: it appends in place, without copying the loaded items. ``reset()`` moves
/// every state to `idle`.
///
/// A refresh supersedes a page load (`loadingMore(v)` → `refreshing(v)`): the owner of the state
/// cancels the page fetch, and the page's items never appear. Paging is refused from
/// ``refreshFailure(_:_:)``: after a failed refresh the loaded pages are stale, and the
/// way forward is another refresh.
///
/// ```swift
/// var state = PagingState<[Post], any Error>.success(firstPage)
/// guard state.startLoadingMore() else { return }        // success → loadingMore
/// do {
///   let page = try await api.posts(after: firstPage.last!.id)
///   state.appendPage(page.items, hasMore: page.next != nil)
/// } catch {
///   state.fail(with: error)                        // → loadMoreFailure(firstPage, error)
/// }
/// ```
///
/// With `Failure == Never` the failure cases are uninhabited, so a `switch` may leave them
/// out. ``dataState`` gives the ``DataState`` a paging state implies.
public enum PagingState<Value, Failure: Error> {
  /// Nothing has been requested yet.
  case idle
  /// The first page is loading and there is nothing to show.
  case initialLoading
  /// A refresh from the first page is running; the loaded pages stay on screen.
  case refreshing(Value)
  /// A retry after a failure is running; the failure stays on screen.
  case retrying(Failure)
  /// The pages have loaded, and more pages may exist.
  case success(Value)
  /// The pages have loaded, and the last one is among them: there is nothing more to load.
  case endReached(Value)
  /// The first page failed and there is nothing to show.
  case failure(Failure)
  /// A refresh failed; the pages loaded before are kept.
  case refreshFailure(Value, Failure)
  /// The next page is loading; the loaded pages stay on screen.
  case loadingMore(Value)
  /// The next page failed; the loaded pages are kept.
  ///
  /// A paging failure is not a loading failure: the screen keeps its content and offers to
  /// retry the page.
  case loadMoreFailure(Value, Failure)
}

// Synthesized conformances must be declared in the enum's own file.
extension PagingState: Sendable where Value: Sendable {}
extension PagingState: Equatable where Value: Equatable, Failure: Equatable {}
extension PagingState: Hashable where Value: Hashable, Failure: Hashable {}
