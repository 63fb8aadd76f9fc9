#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// The blocking spinner of the environment's `DataStateStyle`, with the environment's labels.
  nonisolated struct DataStateLoadingView: View {
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the current style's spinner.
    nonisolated init() {}

    @MainActor var body: some View {
      style.loading(DataStateLoadingConfiguration(labels: labels))
    }
  }

  /// The full-screen error of the environment's `DataStateStyle`.
  nonisolated struct DataStateFailureView: View {
    private let configuration: DataStateFailureConfiguration
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the current style's error view.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action; its labels
    ///   are replaced by the environment's.
    nonisolated init(_ configuration: DataStateFailureConfiguration) {
      self.configuration = configuration
    }

    @MainActor var body: some View {
      let configuration = DataStateFailureConfiguration(
        error: configuration.error,
        isRetrying: configuration.isRetrying,
        retry: configuration.retry,
        labels: labels
      )
      style.failure(configuration)
    }
  }

  /// The empty view of the environment's `DataStateStyle`.
  nonisolated struct DataStateEmptyView: View {
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the current style's empty view.
    nonisolated init() {}

    @MainActor var body: some View {
      style.empty(DataStateEmptyConfiguration(labels: labels))
    }
  }

  /// A paged list's footer row in the environment's `DataStateStyle`.
  nonisolated struct DataStateFooterView: View {
    private let configuration: DataStateFooterConfiguration
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    /// Creates the footer row of a configuration, drawn by the style in the environment with
    /// the labels in the environment.
    ///
    /// - Parameter configuration: Which row, and the retry action.
    nonisolated init(_ configuration: DataStateFooterConfiguration) {
      self.configuration = configuration
    }

    @MainActor var body: some View {
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
