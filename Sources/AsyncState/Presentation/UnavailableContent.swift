/// What a screen shows in place of its content when it has none to show: a failure with a
/// "Try Again" button, or a final empty result.
///
/// Build one from a presentation with ``ScreenPresentation/unavailableContent(isEmpty:labels:)``;
/// `nil` means the screen shows its content (or its placeholder and blocking spinner). A
/// renderer draws it as it likes — a `UIContentUnavailableConfiguration`, a SwiftUI
/// `ContentUnavailableView`, a line of text — and, when its button is tapped, asks the
/// loader to perform its ``action``.
///
/// | Presentation | Content | Button and ``action`` |
/// |---|---|---|
/// | `main` is `.empty` or `.loading` | — (`nil`) | |
/// | `main` is `.failure(e)` | a failure (``isFailure``), the message of `e` | "Try Again": ``LoaderAction/retry``, in progress while retrying |
/// | `main` is `.content(v)`, `v` empty, no more pages coming | an empty result | "Refresh": ``LoaderAction/refresh``, in progress while refreshing |
/// | `main` is `.content(v)` otherwise | — (`nil`) | |
///
/// An empty value is final only when no page is on its way: with a load-more footer, a page
/// loading or a failed page to retry, the list may still fill, so nothing replaces it (the
/// footer stays reachable).
///
/// ```swift
/// let presentation = loader.state.presentation()
/// if let unavailable = presentation.unavailableContent(isEmpty: \.isEmpty) {
///   show(unavailable.title, unavailable.message, button: unavailable.buttonTitle)
/// }
/// ```
public struct UnavailableContent: Sendable, Hashable {
  /// The headline.
  public var title: String
  /// The text under the headline: a failure's readable description, from
  /// `readableDescription`.
  public var message: String?
  /// The name of an SF Symbol that suits the content.
  public var systemImage: String
  /// The title of the one button the content offers.
  public var buttonTitle: String
  /// What the button asks the loader to do: ``LoaderAction/retry`` for a failure,
  /// ``LoaderAction/refresh`` for an empty result.
  public var action: LoaderAction
  /// Whether the load the button starts is running: show progress and ignore taps.
  public var isInProgress: Bool

  /// Whether a load failed with nothing to show; `false` for a final empty result.
  public var isFailure: Bool { action == .retry }

  /// Creates unavailable content from its parts; for previews and tests.
  ///
  /// - Parameters:
  ///   - title: The headline.
  ///   - message: The text under the headline.
  ///   - systemImage: The name of an SF Symbol.
  ///   - buttonTitle: The button's title.
  ///   - action: What the button asks the loader to do.
  ///   - isInProgress: Whether the load the button starts is running.
  public init(
    title: String, message: String? = nil, systemImage: String, buttonTitle: String,
    action: LoaderAction, isInProgress: Bool = false
  ) {
    // A memberwise initializer: alike other types' only in shape.
    self.title = title
    self.message = message
    self.systemImage = systemImage
    self.buttonTitle = buttonTitle
    self.action = action
    self.isInProgress = isInProgress
  }
}

extension ScreenPresentation {
  /// What to show in place of the content, or `nil` when the screen shows its content or its
  /// placeholder.
  ///
  /// See ``UnavailableContent`` for the table.
  ///
  /// - Parameters:
  ///   - isEmpty: Whether a loaded value counts as empty, such as `\.isEmpty` for a list;
  ///     by default no value does.
  ///   - labels: The words to use: ``PresentationLabels/failureTitle``,
  ///     ``PresentationLabels/emptyTitle``, and the buttons' ``PresentationLabels/retry`` and
  ///     ``PresentationLabels/refresh``.
  /// - Returns: The unavailable content to show, or `nil`.
  public func unavailableContent(
    isEmpty: (Value) -> Bool = { _ in false },
    labels: PresentationLabels = .english
  ) -> UnavailableContent? {
    switch main {
    case .empty, .loading:
      return nil
    case .failure(let failure):
      return UnavailableContent(
        title: labels.failureTitle,
        message: failure.readableDescription,
        systemImage: "exclamationmark.triangle",
        buttonTitle: labels.retry,
        action: .retry,
        isInProgress: isRetrying
      )
    case .content(let value):
      guard isEmpty(value), isFinal else { return nil }
      return UnavailableContent(
        title: labels.emptyTitle,
        systemImage: "tray",
        buttonTitle: labels.refresh,
        action: .refresh,
        isInProgress: isRefreshing
      )
    }
  }

  /// Whether no page is on its way: the footer neither offers, loads nor retries one.
  private var isFinal: Bool {
    switch footer {
    case .none, .end: true
    case .loadMoreTrigger, .loadingMore, .retry: false
    }
  }
}
