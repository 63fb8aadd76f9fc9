/// An object told about each loading transition, in the delegate style of UIKit code.
///
/// A loader drives it through `bind(to:policy:)`, instead of hand-written
/// `didSet`s, calling exactly one of the four callbacks per transition, on the main actor, in
/// order:
///
/// | Presentation | Call |
/// |---|---|
/// | a load runs (first load, refresh, retry, next page) | ``loading()`` |
/// | a failure shows (full-screen, banner or footer) | ``failure(description:)`` |
/// | content shows | ``success()`` |
/// | nothing requested, or a first load was cancelled | ``idle()`` |
///
/// Every method has a default that does nothing: implement the ones the screen needs.
///
/// ```swift
/// final class ProfileViewController: UIViewController, LoadingStateDelegate {
///   let loader = DataLoader { try await API.profile() }
///   private var binder: StateObservation?
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     binder = loader.bind(to: self)
///     Task { await loader.load() }
///   }
///
///   func loading() { spinner.startAnimating() }
///   func success() { spinner.stopAnimating(); render(loader.state.value) }
///   func failure(description: String) { spinner.stopAnimating(); errorLabel.text = description }
/// }
/// ```
///
/// To render the whole ``ScreenPresentation`` — main area, blocking spinner, refresh flag,
/// banner, list footer — observe the loader directly:
/// `loader.observe { state, _ in render(state.presentation()) }`.
@MainActor
public protocol LoadingStateDelegate: AnyObject {
  /// Nothing is requested: the state is idle, or a first load was cancelled.
  func idle()

  /// A load started: a first load, a refresh, a retry or the next page.
  func loading()

  /// Content shows: the load succeeded, or a cancelled load restored loaded content.
  func success()

  /// A failure shows: a failed load, refresh or page.
  ///
  /// - Parameter description: Readable text for the failure, from
  ///   `readableDescription`: `LocalizedError.errorDescription` when the error
  ///   provides one.
  func failure(description: String)
}

extension LoadingStateDelegate {
  /// Does nothing.
  public func idle() {}

  /// Does nothing.
  public func loading() {}

  /// Does nothing.
  public func success() {}

  /// Does nothing.
  ///
  /// - Parameter description: Readable text for the failure.
  public func failure(description: String) {}
}
