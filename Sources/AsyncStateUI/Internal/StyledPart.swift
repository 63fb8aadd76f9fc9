#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// A part of a screen — the blocking spinner, the full-screen error, the empty view, a
  /// list's footer row or an error banner — drawn by the environment's `DataStateStyle` with the
  /// environment's labels.
  nonisolated struct StyledPart: View {
    private let draw: @MainActor (DataStateStyleBox, PresentationLabels) -> AnyView
    @Environment(\.dataStates.style) private var style
    @Environment(\.dataStates.labels) private var labels

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
      StyledPart { style, labels in style.draw(.loading(labels)) }
    }

    /// The current style's empty view.
    static var empty: StyledPart {
      StyledPart { style, labels in style.draw(.empty(labels)) }
    }

    /// The current style's error view.
    ///
    /// - Parameters:
    ///   - error: The failure.
    ///   - isRetrying: Whether a retry runs.
    ///   - retry: Retries the load, or `nil`.
    static func failure(
      _ error: any Error, isRetrying: Bool, retry: RetryAction?
    ) -> StyledPart {
      StyledPart { style, labels in
        style.draw(
          .failure(
            DataStateFailureConfiguration(
              error: error, isRetrying: isRetrying, retry: retry?.handler, labels: labels)))
      }
    }

    /// The current style's footer row for a list's row.
    ///
    /// - Parameters:
    ///   - row: Which row: the spinner, the retry row, or the end.
    ///   - retry: Loads the failed page again, for the retry row.
    static func footer<Failure>(_ row: FooterRow<Failure>, retry: RetryAction?) -> StyledPart {
      StyledPart { style, labels in
        switch row {
        case .progress: style.draw(.footer(nil, isEnd: false, labels))
        case .retry(let failure):
          style.draw(
            .footer(
              DataStateFailureConfiguration(error: failure, retry: retry?.handler, labels: labels),
              isEnd: false, labels))
        case .end: style.draw(.footer(nil, isEnd: true, labels))
        }
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
        style.draw(
          .banner(
            title: banner.title,
            DataStateFailureConfiguration(error: banner.failure, labels: labels),
            dismiss: dismiss))
      }
    }
  }
#endif
