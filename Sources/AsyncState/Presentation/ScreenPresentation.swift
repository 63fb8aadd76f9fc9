/// What a screen shows for a loading state: every rendering decision, platform-neutral.
///
/// A renderer (SwiftUI, UIKit, the terminal demo) draws a `ScreenPresentation` and makes no
/// decision of its own. Build one from a ``DataState`` or a ``PagingState`` with
/// ``DataState/presentation(policy:)`` / ``PagingState/presentation(policy:)``; the
/// ``PresentationPolicy`` settles the mappings where apps differ.
///
/// The parts, each independent of the others:
/// - ``main``: an ``AsyncPhase``: nothing yet (`empty`), a placeholder under the blocking
///   spinner (`loading`, the first load only — ``showsBlockingSpinner``; a refresh never shows
///   it, so a pull-to-refresh shows exactly one spinner, its own), the content, or a
///   full-screen error.
/// - ``isLoading``: whether a load runs, and which one (``isRefreshing``, ``isRetrying``,
///   ``isLoadingMore``, ``isReplacing``; any other is the first load).
/// - ``banner``: a failure to report over kept content. It is derived from the state and
///   stays as long as the state does; to show each failure *once*, feed the states to a
///   ``BannerCenter``.
/// - ``footer``: what goes below a list.
/// - ``header``: what goes above a list that loads both ways, from the loader's
///   ``PagingLoader/previousPages`` (``PagingLoader/presentation(policy:)``): the same rows as
///   the footer, for the page before the first one.
///
/// Defaults, for a `PagingState` (a `DataState` is the same without paging, and its footer
/// is always ``Footer/none``):
///
/// | State | `main` | Load running | `banner` | `footer` |
/// |---|---|---|---|---|
/// | `idle` | empty | | | none |
/// | `initialLoading` | loading | initialLoad | | none |
/// | `refreshing(v)` | content(v) | refresh | | none |
/// | `retrying(e)` | failure(e) | retry | | none |
/// | `success(v)` | content(v) | | | loadMoreTrigger |
/// | `endReached(v)` | content(v) | | | end |
/// | `failure(e)` | failure(e) | | | none |
/// | `refreshFailure(v, e)` | content(v) | | refreshFailed(e) | none |
/// | `loadingMore(v)` | content(v) | loadMore | | loadingMore |
/// | `loadMoreFailure(v, e)` | content(v) | | | retry(e) |
///
/// An ``InputLoader``'s presentation (``InputLoader/presentation(policy:)``) is its state's,
/// except while a newer input replaces the content on screen: then ``isReplacing`` is
/// `true` and the footer is none — dim the content, show a small progress
/// indicator, no blocking spinner.
///
/// Pass the spinner flags through a ``ProgressGate`` so that fast loads never flash a
/// spinner.
///
/// ```swift
/// let presentation = loader.state.presentation()
/// switch presentation.main {
/// case .empty, .loading: PlaceholderView()
/// case .content(let posts): PostList(posts, footer: presentation.footer)
/// case .failure(let error): ErrorView(error, isRetrying: presentation.isRetrying)
/// }
/// ```
public struct ScreenPresentation<Value, Failure: Error> {
  /// What goes below a paged list.
  public enum Footer {
    /// Nothing: the list is not paged, not loaded, or refreshing.
    case none
    /// A row that requests the next page when it appears (a spinner row whose `onAppear`
    /// calls `loadMore()`).
    case loadMoreTrigger
    /// The next page is loading: a spinner row that requests nothing.
    case loadingMore
    /// The next page failed: a row with the failure and a retry button. It never requests
    /// a page by appearing, so a failed page cannot re-trigger itself in a loop.
    case retry(Failure)
    /// The last page is loaded: an end marker, or nothing.
    case end
  }

  /// What fills the main area: ``AsyncPhase/empty`` before anything is requested,
  /// ``AsyncPhase/loading`` for the placeholder under the blocking spinner (the first load,
  /// and a retry with ``PresentationPolicy/blockingSpinnerWhileRetrying``), the loaded value,
  /// or a full-screen error with nothing else to show.
  public var main: AsyncPhase<Value, Failure>
  /// Which load is running, or `nil` when none is; apps read it through ``isLoading`` and its
  /// siblings.
  package var activity: LoadActivity?
  /// The failure to report in a banner over kept content, if the state has one; its
  /// ``Banner/id`` is 0 (a ``BannerCenter`` numbers the banners it announces).
  public var banner: Banner<Failure>?
  /// What goes below a paged list.
  public var footer: Footer
  /// What goes above a paged list that loads both ways: ``Footer/loadMoreTrigger`` asks for
  /// the page before the first one (``PagingLoader/loadPrevious()``), ``Footer/loadingMore``
  /// shows it loading, ``Footer/retry(_:)`` shows its failure (its button calls
  /// ``PagingLoader/retry()``); ``Footer/none`` otherwise, at the start of the list included.
  ///
  /// | ``PagingLoader/previousPages`` | `header` |
  /// |---|---|
  /// | `idle`, `startReached` | none |
  /// | `available` | loadMoreTrigger, with content on screen and no refresh running; else none |
  /// | `loading` | loadingMore |
  /// | `failure(e)` | retry(e) |
  ///
  /// A state's presentation (``PagingState/presentation(policy:)``) has no header: the
  /// leading end is the loader's.
  public var header: Footer

  /// Creates a presentation from its parts.
  ///
  /// Renderers get presentations from ``DataState/presentation(policy:)`` and
  /// ``PagingState/presentation(policy:)``, previews too (from the state to preview); this
  /// initializer is the package's own and its tests'.
  ///
  /// - Parameters:
  ///   - main: What fills the main area.
  ///   - activity: Which load is running, or `nil`.
  ///   - banner: The failure to report in a banner, or `nil`.
  ///   - footer: What goes below a paged list.
  ///   - header: What goes above a paged list that loads both ways.
  package init(
    main: AsyncPhase<Value, Failure>,
    activity: LoadActivity? = nil,
    banner: Banner<Failure>? = nil,
    footer: Footer = .none,
    header: Footer = .none
  ) {
    self.main = main
    self.activity = activity
    self.banner = banner
    self.footer = footer
    self.header = header
  }
}

// Synthesized conformances must be declared in the types' own file; the conditional
// conformances of every generic value type (Page's too) look alike.
extension ScreenPresentation: Sendable where Value: Sendable, Failure: Sendable {}
extension ScreenPresentation: Equatable where Value: Equatable, Failure: Equatable {}
extension ScreenPresentation: Hashable where Value: Hashable, Failure: Hashable {}
extension ScreenPresentation.Footer: Sendable where Failure: Sendable {}
extension ScreenPresentation.Footer: Equatable where Failure: Equatable {}
extension ScreenPresentation.Footer: Hashable where Failure: Hashable {}
