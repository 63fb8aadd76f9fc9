/// What a screen shows in place of its content when it has none to show: a failure with a
/// "Try Again" button, or a final empty result.
///
/// Build one from a presentation with ``ScreenPresentation/unavailableContent(isEmpty:labels:)``;
/// `nil` means the screen shows its content (or its placeholder and blocking spinner). A
/// renderer draws it as it likes — a `UIContentUnavailableConfiguration`, a SwiftUI
/// `ContentUnavailableView`, a line of text — and, when its button is tapped, calls
/// ``perform(on:)`` with the loader.
///
/// | Presentation | Content | Button and ``perform(on:)`` |
/// |---|---|---|
/// | `main` is `.empty` or `.loading` | — (`nil`) | |
/// | `main` is `.failure(e)` | a failure (``isFailure``), the message of `e` | "Try Again": ``LoadingSource/retry()``, in progress while retrying |
/// | `main` is `.content(v)`, `v` empty, no more pages coming | an empty result | "Refresh": ``LoadingSource/refresh()``, in progress while refreshing |
/// | `main` is `.content(v)` otherwise | — (`nil`) | |
///
/// An empty value is final only when no page is on its way: with a load-more footer, a page
/// loading or a failed page to retry, the list may still fill, so nothing replaces it (the
/// footer stays reachable).
///
/// ```swift
/// let presentation = loader.presentation()
/// if let unavailable = presentation.unavailableContent(isEmpty: \.isEmpty) {
///   show(unavailable.title, unavailable.message, button: unavailable.buttonTitle) {
///     Task { await unavailable.perform(on: loader) }
///   }
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
  /// Whether a load failed with nothing to show, and the button retries; `false` for a final
  /// empty result, whose button refreshes.
  public var isFailure: Bool
  /// Whether the load the button starts is running: show progress and ignore taps.
  public var isInProgress: Bool

  /// Creates unavailable content from its parts; for previews and tests.
  ///
  /// - Parameters:
  ///   - title: The headline.
  ///   - message: The text under the headline.
  ///   - systemImage: The name of an SF Symbol.
  ///   - buttonTitle: The button's title.
  ///   - isFailure: Whether a load failed (the button retries) rather than came back empty
  ///     (the button refreshes).
  ///   - isInProgress: Whether the load the button starts is running.
  public init(
    title: String, message: String? = nil, systemImage: String, buttonTitle: String,
    isFailure: Bool, isInProgress: Bool = false
  ) {
    // A memberwise initializer: alike other types' only in shape.
    self.title = title
    self.message = message
    self.systemImage = systemImage
    self.buttonTitle = buttonTitle
    self.isFailure = isFailure
    self.isInProgress = isInProgress
  }

  /// Does what the button offers, returning when the load it started or joined ends:
  /// ``LoadingSource/retry()`` for a failure, ``LoadingSource/refresh()`` for an empty result.
  ///
  /// ```swift
  /// Button(unavailable.buttonTitle) {
  ///   Task { await unavailable.perform(on: loader) }
  /// }
  /// .disabled(unavailable.isInProgress)
  /// ```
  ///
  /// - Parameter source: The loader the screen shows.
  @MainActor
  public func perform(on source: some LoadingSource) async {
    await source.perform(action)
  }

  /// The button's action, as the package's renderers store it.
  package var action: LoaderAction { isFailure ? .retry : .refresh }
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
        isFailure: true,
        isInProgress: isRetrying
      )
    case .content(let value):
      guard isEmpty(value), isFinal else { return nil }
      return UnavailableContent(
        title: labels.emptyTitle,
        systemImage: "tray",
        buttonTitle: labels.refresh,
        isFailure: false,
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
