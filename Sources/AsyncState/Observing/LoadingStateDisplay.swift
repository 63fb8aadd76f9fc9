/// What a delegate-style screen shows, built from the ``LoadingStateDelegate`` callbacks it
/// receives.
///
/// A view controller in the delegate style hears only `idle()`, `loading()`, `success()` and
/// `failure(description:)`. Forward each to the matching method of a `LoadingStateDisplay` and
/// draw its properties: the rules that keep the content on screen during a refresh and the
/// error on screen during a retry — and the "Try Again" button the delegate pattern promises
/// — are here, once, instead of in each controller.
///
/// | Callback | Content | Failure | Blocking spinner | "Try Again" |
/// |---|---|---|---|---|
/// | ``idle()`` | hidden | none | no | — |
/// | ``loading()`` | kept | kept | only with neither | kept, in progress |
/// | ``success()`` | shown | none | no | — |
/// | ``failure(description:)`` | kept | the description | no | ``LoaderAction/retry`` |
///
/// A failure with no content shows full screen; a failure after content was shown (a failed
/// refresh or page) shows over the kept content (``showsFailureOverContent``).
///
/// ```swift
/// final class ProfileViewController: UIViewController, LoadingStateDelegate {
///   private var display = LoadingStateDisplay()
///   func loading() { display.loading(); render() }
///   func success() { display.success(); render() }
///   func failure(description: String) { display.failure(description: description); render() }
/// }
/// ```
public struct LoadingStateDisplay: Sendable, Hashable {
  /// Whether the loaded content shows.
  public private(set) var showsContent = false
  /// Whether a load runs.
  public private(set) var isLoading = false
  /// The readable description of the failure shown, if any.
  public private(set) var failureDescription: String?

  /// Creates the display of a screen that has received no callback: nothing shows.
  public init() {}

  /// Applies ``LoadingStateDelegate/idle()``: nothing requested, nothing shows.
  public mutating func idle() {
    showsContent = false
    isLoading = false
    failureDescription = nil
  }

  /// Applies ``LoadingStateDelegate/loading()``: a load runs; what shows stays.
  public mutating func loading() {
    isLoading = true
  }

  /// Applies ``LoadingStateDelegate/success()``: the content shows, and no failure.
  public mutating func success() {
    showsContent = true
    isLoading = false
    failureDescription = nil
  }

  /// Applies ``LoadingStateDelegate/failure(description:)``: the failure shows, over the
  /// content if the content showed.
  ///
  /// - Parameter description: The failure's readable description.
  public mutating func failure(description: String) {
    isLoading = false
    failureDescription = description
  }

  /// Whether a blocking spinner shows: a load runs with neither content nor failure on screen.
  ///
  /// Feed it to a ``ProgressGate`` so fast loads never flash it.
  public var showsBlockingSpinner: Bool {
    isLoading && !showsContent && failureDescription == nil
  }

  /// Whether the failure shows over kept content, rather than full screen.
  public var showsFailureOverContent: Bool {
    showsContent && failureDescription != nil
  }

  /// The failure to show, with its "Try Again" button, or `nil` without a failure.
  ///
  /// The button performs ``LoaderAction/retry`` and is in progress while the retry runs.
  ///
  /// - Parameter labels: The words to use: ``PresentationLabels/failureTitle`` and
  ///   ``PresentationLabels/retry``.
  /// - Returns: The failure as unavailable content, or `nil`.
  public func failure(labels: PresentationLabels = .english) -> UnavailableContent? {
    guard let failureDescription else { return nil }
    return UnavailableContent(
      kind: .failure,
      title: labels.failureTitle,
      message: failureDescription,
      systemImage: "exclamationmark.triangle",
      button: .init(title: labels.retry, action: .retry, isInProgress: isLoading)
    )
  }
}
