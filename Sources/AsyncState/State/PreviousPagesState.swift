/// Where the leading end of a two-way paged list stands: whether the page before the first
/// loaded one can load, is loading, failed, or does not exist.
///
/// A ``PagingLoader`` over a source whose pages carry a `previous` cursor (a chat or a
/// timeline opened in the middle) loads pages at both ends. Its ``PagingState`` describes the
/// first load, refreshes and the trailing end, as for any list; ``PagingLoader/previousPages``
/// describes the leading end.
///
/// | Case | The leading end | ``PagingLoader/loadPrevious()`` |
/// |---|---|---|
/// | ``idle`` | nothing is loaded yet | does nothing |
/// | ``available`` | the first loaded page has a `previous` cursor | loads the page before |
/// | ``loading`` | the page before is loading | joins it |
/// | ``failure(_:)`` | the page before failed | does nothing: call ``PagingLoader/retry()`` |
/// | ``startReached`` | the first loaded page is the start of the list | does nothing |
///
/// A list that pages one way only is at ``startReached`` once its first page is loaded.
///
/// ```swift
/// switch chat.previousPages {
/// case .available: ProgressView().task { await chat.loadPrevious() }
/// case .loading: ProgressView()
/// case .failure: Button("Retry") { Task { await chat.retry() } }
/// case .idle, .startReached: EmptyView()
/// }
/// ```
public enum PreviousPagesState<Failure: Error> {
  /// Nothing is loaded yet (or the loader was reset, or its first load failed).
  case idle
  /// The page before the first loaded one exists and nothing loads it now.
  case available
  /// The page before the first loaded one is loading.
  case loading
  /// The page before the first loaded one failed; ``PagingLoader/retry()`` loads it again.
  case failure(Failure)
  /// The first loaded page is the start of the list: there is nothing before it.
  case startReached

  /// Whether ``PagingLoader/loadPrevious()`` can load a page now, as far as the leading end
  /// is concerned (``available``).
  public var canLoadPrevious: Bool {
    if case .available = self { true } else { false }
  }

  /// Whether the page before the first loaded one is loading.
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// The failure of the last page load at the leading end, if it failed.
  public var failure: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }
}

extension PreviousPagesState: Sendable where Failure: Sendable {}
extension PreviousPagesState: Equatable where Failure: Equatable {}
extension PreviousPagesState: Hashable where Failure: Hashable {}
