#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  /// A type that draws the loading, error, empty, list-footer and banner views of every state
  /// view in a hierarchy, the way a `ButtonStyle` draws every button.
  ///
  /// `DataStateView`, `PagingList` and `errorBanner(_:)` decide *which* view a state needs
  /// (from its `ScreenPresentation`); a style decides what that view looks like. Set one
  /// style near the root of the app with ``SwiftUI/View/dataStateStyle(_:)``, and every screen
  /// shows the same spinner, error and empty views — a design system in one place.
  ///
  /// Each method has a default — system spinners, `ContentUnavailableView`s, a plain retry row
  /// and a banner with a dismiss button — so a style implements only what it changes, and a
  /// style that implements nothing draws the default look:
  ///
  /// ```swift
  /// struct BrandStateStyle: DataStateStyle {
  ///   func makeLoading(labels: PresentationLabels) -> some View {
  ///     BrandSpinner()
  ///       .accessibilityLabel(labels.loading)
  ///   }
  ///
  ///   func makeFailure(configuration: DataStateFailureConfiguration) -> some View {
  ///     BrandErrorView(message: configuration.message, retry: configuration.retry)
  ///   }
  /// }
  ///
  /// WindowGroup {
  ///   RootView()
  /// }
  /// .dataStateStyle(BrandStateStyle())
  /// ```
  ///
  /// Keep the accessibility the defaults have: a label on every spinner, retry controls that
  /// are buttons, and text that wraps rather than clips at large Dynamic Type sizes.
  @MainActor @preconcurrency
  public protocol DataStateStyle {
    /// The view of the blocking spinner.
    associatedtype LoadingBody: View
    /// The view of a full-screen error.
    associatedtype FailureBody: View
    /// The view of loaded, empty content.
    associatedtype EmptyBody: View
    /// The view of a paged list's footer row.
    associatedtype FooterBody: View
    /// The view of an error banner.
    associatedtype BannerBody: View

    /// Creates the blocking spinner, shown while a first load runs (after the spinner's delay).
    ///
    /// - Parameter labels: The text to show and speak; `PresentationLabels/loading` is the
    ///   spinner's label.
    /// - Returns: The spinner.
    @ViewBuilder @MainActor @preconcurrency
    func makeLoading(labels: PresentationLabels) -> LoadingBody

    /// Creates the full-screen error, shown when a load failed with nothing to show.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action.
    /// - Returns: The error view.
    @ViewBuilder @MainActor @preconcurrency
    func makeFailure(configuration: DataStateFailureConfiguration) -> FailureBody

    /// Creates the view of loaded content that is empty, with no more to come.
    ///
    /// - Parameter labels: The text to show; `PresentationLabels/emptyTitle` is the title.
    /// - Returns: The empty view.
    @ViewBuilder @MainActor @preconcurrency
    func makeEmpty(labels: PresentationLabels) -> EmptyBody

    /// Creates the row below a paged list: a spinner row while the next page is requested or
    /// loads, a retry row after a failed page, an end marker.
    ///
    /// | Row | `failure` | `isEnd` |
    /// |---|---|---|
    /// | spinner | `nil` | `false` |
    /// | retry | the failed page | `false` |
    /// | end | `nil` | `true` |
    ///
    /// - Parameters:
    ///   - failure: The failure of the page that failed and its `retry` (the row becomes the
    ///     spinner row while the page loads again), for the retry row; `nil` for the others.
    ///   - isEnd: Whether the row marks the end of the list: the last page is loaded.
    ///   - labels: The text to show and speak: `PresentationLabels/loadingMore`,
    ///     `PresentationLabels/retry`.
    /// - Returns: The footer row.
    @ViewBuilder @MainActor @preconcurrency
    func makeFooter(
      failure: DataStateFailureConfiguration?, isEnd: Bool, labels: PresentationLabels
    ) -> FooterBody

    /// Creates an error banner, shown over content that a failed refresh or page kept.
    ///
    /// - Parameters:
    ///   - title: What failed: "Couldn't Refresh", "Couldn't Load More" (`Banner/title`).
    ///   - failure: The failure and its text; `labels.dismiss` labels the dismiss button.
    ///   - dismiss: Takes the banner off the screen: call it from the banner's dismiss button.
    /// - Returns: The banner.
    @ViewBuilder @MainActor @preconcurrency
    func makeBanner(
      title: String,
      failure: DataStateFailureConfiguration,
      dismiss: @escaping @MainActor @Sendable () -> Void
    ) -> BannerBody
  }
#endif
