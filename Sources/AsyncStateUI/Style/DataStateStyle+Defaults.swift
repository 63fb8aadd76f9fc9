#if canImport(SwiftUI)
  import AsyncState
  public import SwiftUI

  // The default look: system spinners, `ContentUnavailableView`s, a plain retry row and a
  // banner with a dismiss button. Every spinner has an accessibility label, every retry control
  // is a `Button`, and no text has a fixed height or a line limit, so the views grow with
  // Dynamic Type instead of clipping.
  extension DataStateStyle {
    /// A centered `ProgressView` labelled `PresentationLabels/loading`.
    ///
    /// - Parameter labels: The text to show and speak.
    /// - Returns: The spinner.
    @ViewBuilder
    public func makeLoading(labels: PresentationLabels) -> some View {
      ProgressView()
        .accessibilityLabel(labels.loading)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// A `ContentUnavailableView` with the failure's text and a retry button, or a labelled
    /// spinner in its place while the retry runs.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action.
    /// - Returns: The error view.
    @ViewBuilder
    public func makeFailure(configuration: DataStateFailureConfiguration) -> some View {
      ContentUnavailableView {
        Label(configuration.labels.failureTitle, systemImage: "exclamationmark.triangle")
      } description: {
        Text(configuration.message)
      } actions: {
        if configuration.isRetrying {
          ProgressView()
            .accessibilityLabel(configuration.labels.retrying)
        } else if let retry = configuration.retry {
          Button(configuration.labels.retry) { retry() }
        }
      }
    }

    /// A `ContentUnavailableView` titled `PresentationLabels/emptyTitle`.
    ///
    /// - Parameter labels: The text to show.
    /// - Returns: The empty view.
    @ViewBuilder
    public func makeEmpty(labels: PresentationLabels) -> some View {
      ContentUnavailableView(labels.emptyTitle, systemImage: "tray")
    }

    /// A labelled spinner row, a retry row with the failure's text above a retry button, and
    /// nothing at the end.
    ///
    /// - Parameters:
    ///   - failure: The failed page, for the retry row.
    ///   - isEnd: Whether the row marks the end of the list.
    ///   - labels: The text to show and speak.
    /// - Returns: The footer row.
    @ViewBuilder
    public func makeFooter(
      failure: DataStateFailureConfiguration?, isEnd: Bool, labels: PresentationLabels
    ) -> some View {
      if let failure {
        VStack(spacing: 8) {
          Text(failure.message)
            .foregroundStyle(.secondary)
            .fixedSize(horizontal: false, vertical: true)
          if let retry = failure.retry {
            Button(labels.retry) { retry() }
          }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 12)
      } else if isEnd {
        EmptyView()
      } else {
        ProgressView()
          .accessibilityLabel(labels.loadingMore)
          .frame(maxWidth: .infinity)
          .padding(.vertical, 12)
      }
    }

    /// The banner's title and message beside a dismiss button, on a colored background.
    ///
    /// - Parameters:
    ///   - title: What failed.
    ///   - failure: The failure and its text.
    ///   - dismiss: Takes the banner off the screen.
    /// - Returns: The banner.
    @ViewBuilder
    public func makeBanner(
      title: String,
      failure: DataStateFailureConfiguration,
      dismiss: @escaping @MainActor @Sendable () -> Void
    ) -> some View {
      HStack(alignment: .top, spacing: 12) {
        VStack(alignment: .leading, spacing: 4) {
          Text(title)
            .font(.headline)
          Text(failure.message)
            .font(.subheadline)
            .fixedSize(horizontal: false, vertical: true)
        }
        .accessibilityElement(children: .combine)
        Spacer(minLength: 0)
        Button {
          dismiss()
        } label: {
          Image(systemName: "xmark")
        }
        .accessibilityLabel(failure.labels.dismiss)
      }
      .padding(12)
      .foregroundStyle(.white)
      .background(.red)
    }
  }

  /// The style of a hierarchy that sets none: every view the defaults of ``DataStateStyle``.
  struct SystemDataStateStyle: DataStateStyle {
    nonisolated init() {}
  }
#endif
