/// A ``LoadingStateDelegate`` that also receives the whole ``ScreenPresentation`` of each
/// state.
///
/// For controllers that render everything the presentation says — main area, blocking
/// spinner, refresh flag, banner, list footer — rather than react to the three callbacks.
/// A ``LoadingStateBinder`` calls the matching ``LoadingStateDelegate`` method first, then
/// ``present(_:)``, once per transition. The three callbacks default to doing nothing here.
///
/// ```swift
/// final class FeedViewController: UIViewController, PresentationDelegate {
///   func present(_ presentation: ScreenPresentation<[Post], any Error>) {
///     tableView.isHidden = presentation.content == nil
///     apply(presentation.content ?? [], footer: presentation.footer)
///   }
/// }
/// ```
@MainActor
public protocol PresentationDelegate<Value, Failure>: LoadingStateDelegate {
  /// The type of the loaded value.
  associatedtype Value
  /// The type of the failures.
  associatedtype Failure: Error

  /// Renders the presentation of the new state.
  ///
  /// - Parameter presentation: What the screen shows now.
  func present(_ presentation: ScreenPresentation<Value, Failure>)
}

extension PresentationDelegate {
  /// Does nothing; ``present(_:)`` carries the same information.
  public func loading() {}

  /// Does nothing; ``present(_:)`` carries the same information.
  public func success() {}

  /// Does nothing; ``present(_:)`` carries the same information.
  ///
  /// - Parameter description: Readable text for the failure.
  public func failure(description: String) {}
}
