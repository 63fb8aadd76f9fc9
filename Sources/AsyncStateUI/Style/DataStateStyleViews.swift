#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  /// The blocking spinner of the current ``DataStateStyle``.
  ///
  /// The default `loading` view of `DataStateView`; use it in views of your own to show the
  /// app's spinner.
  public nonisolated struct DataStateLoadingView: View {
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the current style's spinner.
    public nonisolated init() {}

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      style.loading(DataStateLoadingConfiguration(labels: labels))
    }
  }

  /// The full-screen error of the current ``DataStateStyle``.
  ///
  /// The default `failure` view of `DataStateView`.
  public nonisolated struct DataStateFailureView: View {
    private let configuration: DataStateFailureConfiguration
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the current style's error view.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action; its labels
    ///   are replaced by the environment's.
    public nonisolated init(_ configuration: DataStateFailureConfiguration) {
      self.configuration = configuration
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      let configuration = DataStateFailureConfiguration(
        error: configuration.error,
        isRetrying: configuration.isRetrying,
        retry: configuration.retry,
        labels: labels
      )
      style.failure(configuration)
    }
  }

  /// The empty view of the current ``DataStateStyle``.
  ///
  /// The default `empty` view of `DataStateView`.
  public nonisolated struct DataStateEmptyView: View {
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the current style's empty view.
    public nonisolated init() {}

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      style.empty(DataStateEmptyConfiguration(labels: labels))
    }
  }

  /// A paged list's footer row in the current ``DataStateStyle``.
  public nonisolated struct DataStateFooterView: View {
    private let row: FooterRow<any Error>
    private let retry: RetryAction?
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the current style's footer row.
    ///
    /// - Parameters:
    ///   - row: Which row.
    ///   - retry: Loads the failed page again, for the retry row.
    public nonisolated init(_ row: FooterRow<any Error>, retry: RetryAction? = nil) {
      self.row = row
      self.retry = retry
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      let configuration = DataStateFooterConfiguration(row: row, retry: retry, labels: labels)
      style.footer(configuration)
    }
  }

  /// An error banner in the current ``DataStateStyle``.
  nonisolated struct DataStateBannerView<Failure: Error>: View {
    let banner: Banner<Failure>
    let dismiss: DismissBannerAction
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    @MainActor var body: some View {
      let configuration = DataStateBannerConfiguration(
        banner: banner, dismiss: dismiss, labels: labels)
      style.banner(configuration)
    }
  }
#endif
