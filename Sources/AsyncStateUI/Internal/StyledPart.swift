#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// A part of a screen — the blocking spinner, the full-screen error, the empty view, a
  /// list's footer row or an error banner — drawn by the environment's `DataStateStyle` with the environment's
  /// labels, which replace the labels of the configuration it is given.
  nonisolated struct StyledPart: View {
    private let draw: @MainActor (DataStateStyleBox, PresentationLabels) -> AnyView
    @Environment(\.dataStateStyle) private var style
    @Environment(\.presentationLabels) private var labels

    private nonisolated init(
      _ draw: @escaping @MainActor (DataStateStyleBox, PresentationLabels) -> AnyView
    ) {
      self.draw = draw
    }

    @MainActor var body: some View {
      draw(style, labels)
    }

    /// The current style's spinner.
    static var loading: StyledPart {
      StyledPart { style, labels in style.loading(DataStateLoadingConfiguration(labels: labels)) }
    }

    /// The current style's empty view.
    static var empty: StyledPart {
      StyledPart { style, labels in style.empty(DataStateEmptyConfiguration(labels: labels)) }
    }

    /// The current style's error view.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action.
    static func failure(_ configuration: DataStateFailureConfiguration) -> StyledPart {
      StyledPart { style, labels in
        style.failure(
          DataStateFailureConfiguration(
            error: configuration.error, isRetrying: configuration.isRetrying,
            retry: configuration.retry, labels: labels))
      }
    }

    /// The current style's footer row.
    ///
    /// - Parameter configuration: Which row, and the retry action.
    static func footer(_ configuration: DataStateFooterConfiguration) -> StyledPart {
      StyledPart { style, labels in
        style.footer(
          DataStateFooterConfiguration(
            error: configuration.error, isEnd: configuration.isEnd, retry: configuration.retry,
            labels: labels))
      }
    }

    /// The current style's banner.
    ///
    /// - Parameters:
    ///   - banner: The banner to show.
    ///   - dismiss: Dismisses it.
    static func banner<Failure: Error>(
      _ banner: Banner<Failure>, dismiss: @escaping @MainActor @Sendable () -> Void
    ) -> StyledPart {
      StyledPart { style, labels in
        style.banner(
          DataStateBannerConfiguration(banner: banner, dismiss: dismiss, labels: labels))
      }
    }
  }
#endif
