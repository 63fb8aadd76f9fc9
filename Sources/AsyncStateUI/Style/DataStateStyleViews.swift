#if canImport(SwiftUI)
  import AsyncState
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
    private let configuration: DataStateFooterConfiguration
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the footer row of a configuration, drawn by the style in the environment with
    /// the labels in the environment.
    ///
    /// - Parameter configuration: Which row, and the retry action.
    public nonisolated init(_ configuration: DataStateFooterConfiguration) {
      self.configuration = configuration
    }

    /// The content and behavior of the view.
    @MainActor public var body: some View {
      let configuration = DataStateFooterConfiguration(
        error: configuration.error,
        isEnd: configuration.isEnd,
        retry: configuration.retry,
        labels: labels
      )
      style.footer(configuration)
    }
  }

  nonisolated struct DataStateBannerView<Failure: Error>: View {
    let banner: Banner<Failure>
    let dismiss: @MainActor @Sendable () -> Void
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    @MainActor var body: some View {
      let configuration = DataStateBannerConfiguration(
        banner: banner, dismiss: dismiss, labels: labels)
      style.banner(configuration)
    }
  }
#endif
