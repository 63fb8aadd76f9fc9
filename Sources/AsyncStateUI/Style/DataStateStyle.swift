#if canImport(SwiftUI)
  public import SwiftUI

  /// A type that draws the loading, error, empty, list-footer and banner views of every state
  /// view in a hierarchy, the way a `ButtonStyle` draws every button.
  ///
  /// `DataStateView`, `PagingList` and `errorBanner(_:)` decide *which* view a state needs
  /// (from its `ScreenPresentation`); a style decides what that view looks like. Set one
  /// style near the root of the app with ``SwiftUI/View/dataStateStyle(_:)``, and every screen
  /// shows the same spinner, error and empty views — a design system in one place.
  ///
  /// Each method has a default, the ``AutomaticDataStateStyle`` look, so a style implements
  /// only what it changes:
  ///
  /// ```swift
  /// struct BrandStateStyle: DataStateStyle {
  ///   func makeLoading(configuration: DataStateLoadingConfiguration) -> some View {
  ///     BrandSpinner()
  ///       .accessibilityLabel(configuration.labels.loading)
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
    /// - Parameter configuration: The labels to use.
    /// - Returns: The spinner.
    @ViewBuilder @MainActor @preconcurrency
    func makeLoading(configuration: DataStateLoadingConfiguration) -> LoadingBody

    /// Creates the full-screen error, shown when a load failed with nothing to show.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action.
    /// - Returns: The error view.
    @ViewBuilder @MainActor @preconcurrency
    func makeFailure(configuration: DataStateFailureConfiguration) -> FailureBody

    /// Creates the view of loaded content that is empty, with no more to come.
    ///
    /// - Parameter configuration: The labels to use.
    /// - Returns: The empty view.
    @ViewBuilder @MainActor @preconcurrency
    func makeEmpty(configuration: DataStateEmptyConfiguration) -> EmptyBody

    /// Creates the row below a paged list: a spinner while the next page is requested or
    /// loads, a retry row after a failed page, an end marker.
    ///
    /// - Parameter configuration: Which row, and the retry action.
    /// - Returns: The footer row.
    @ViewBuilder @MainActor @preconcurrency
    func makeFooter(configuration: DataStateFooterConfiguration) -> FooterBody

    /// Creates an error banner, shown over content that a failed refresh or page kept.
    ///
    /// - Parameter configuration: The banner's text and its dismiss action.
    /// - Returns: The banner.
    @ViewBuilder @MainActor @preconcurrency
    func makeBanner(configuration: DataStateBannerConfiguration) -> BannerBody
  }

  extension DataStateStyle {
    /// The ``AutomaticDataStateStyle`` spinner.
    ///
    /// - Parameter configuration: The labels to use.
    /// - Returns: The spinner.
    public func makeLoading(configuration: DataStateLoadingConfiguration) -> some View {
      AutomaticDataStateStyle().makeLoading(configuration: configuration)
    }

    /// The ``AutomaticDataStateStyle`` error view.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action.
    /// - Returns: The error view.
    public func makeFailure(configuration: DataStateFailureConfiguration) -> some View {
      AutomaticDataStateStyle().makeFailure(configuration: configuration)
    }

    /// The ``AutomaticDataStateStyle`` empty view.
    ///
    /// - Parameter configuration: The labels to use.
    /// - Returns: The empty view.
    public func makeEmpty(configuration: DataStateEmptyConfiguration) -> some View {
      AutomaticDataStateStyle().makeEmpty(configuration: configuration)
    }

    /// The ``AutomaticDataStateStyle`` footer row.
    ///
    /// - Parameter configuration: Which row, and the retry action.
    /// - Returns: The footer row.
    public func makeFooter(configuration: DataStateFooterConfiguration) -> some View {
      AutomaticDataStateStyle().makeFooter(configuration: configuration)
    }

    /// The ``AutomaticDataStateStyle`` banner.
    ///
    /// - Parameter configuration: The banner's text and its dismiss action.
    /// - Returns: The banner.
    public func makeBanner(configuration: DataStateBannerConfiguration) -> some View {
      AutomaticDataStateStyle().makeBanner(configuration: configuration)
    }
  }

  extension DataStateStyle where Self == AutomaticDataStateStyle {
    /// The default style: system spinners, `ContentUnavailableView`s and a plain banner.
    public nonisolated static var automatic: AutomaticDataStateStyle { AutomaticDataStateStyle() }
  }
#endif
