#if canImport(SwiftUI)
  import AsyncState
  public import SwiftUI

  /// The default ``DataStateStyle``: system spinners, `ContentUnavailableView`s, a plain retry
  /// row and a banner with a dismiss button.
  ///
  /// Every spinner has an accessibility label, every retry control is a `Button`, and no text
  /// has a fixed height or a line limit, so the views grow with Dynamic Type instead of
  /// clipping. Use ``DataStateStyle/automatic`` to name it.
  public struct AutomaticDataStateStyle: DataStateStyle {
    /// Creates the default style.
    public nonisolated init() {}

    /// A centered `ProgressView` labelled `PresentationLabels/loading`.
    ///
    /// - Parameter configuration: The labels to use.
    /// - Returns: The spinner.
    public func makeLoading(configuration: DataStateLoadingConfiguration) -> some View {
      ProgressView()
        .accessibilityLabel(configuration.labels.loading)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// A `ContentUnavailableView` with the failure's text and a retry button, or a labelled
    /// spinner in its place while the retry runs.
    ///
    /// - Parameter configuration: The failure, its text, and the retry action.
    /// - Returns: The error view.
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
    /// - Parameter configuration: The labels to use.
    /// - Returns: The empty view.
    public func makeEmpty(configuration: DataStateEmptyConfiguration) -> some View {
      ContentUnavailableView(configuration.labels.emptyTitle, systemImage: "tray")
    }

    /// A labelled spinner row, a retry row with the failure's text above a retry button, and
    /// nothing at the end.
    ///
    /// - Parameter configuration: Which row, and the retry action.
    /// - Returns: The footer row.
    public func makeFooter(configuration: DataStateFooterConfiguration) -> some View {
      if let message = configuration.message {
        VStack(spacing: 8) {
          Text(message)
            .foregroundStyle(.secondary)
            .fixedSize(horizontal: false, vertical: true)
          if let retry = configuration.retry {
            Button(configuration.labels.retry) { retry() }
          }
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 12)
      } else if configuration.isEnd {
        EmptyView()
      } else {
        ProgressView()
          .accessibilityLabel(configuration.labels.loadingMore)
          .frame(maxWidth: .infinity)
          .padding(.vertical, 12)
      }
    }

    /// The banner's title and message beside a dismiss button, on a colored background.
    ///
    /// - Parameter configuration: The banner's text and its dismiss action.
    /// - Returns: The banner.
    public func makeBanner(configuration: DataStateBannerConfiguration) -> some View {
      HStack(alignment: .top, spacing: 12) {
        VStack(alignment: .leading, spacing: 4) {
          Text(configuration.title)
            .font(.headline)
          Text(configuration.message)
            .font(.subheadline)
            .fixedSize(horizontal: false, vertical: true)
        }
        .accessibilityElement(children: .combine)
        Spacer(minLength: 0)
        Button {
          configuration.dismiss()
        } label: {
          Image(systemName: "xmark")
        }
        .accessibilityLabel(configuration.labels.dismiss)
      }
      .padding(12)
      .foregroundStyle(.white)
      .background(.red)
    }
  }
#endif
