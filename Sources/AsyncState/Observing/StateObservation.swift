/// A registration of a state observer; cancel it, or let it go, to stop the callbacks.
///
/// Returned by ``StateSource/observe(_:)``. The observer is called until ``cancel()`` is
/// called or the token is deallocated, whichever comes first; after `cancel()` returns, it
/// is never called again.
///
/// ```swift
/// final class FeedViewController: UIViewController {
///   private var observation: StateObservation?
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     observation = loader.observe { [weak self] state in self?.render(state) }
///   }
/// }
/// ```
public final class StateObservation: Sendable {
  /// Shared with the source, which holds this flag rather than the token, so that releasing
  /// the token ends the observation.
  let isActive: Locked<Bool>

  init() {
    isActive = Locked(true)
  }

  /// Whether the observer is still called.
  public var isCancelled: Bool {
    isActive.withLock { !$0 }
  }

  /// Stops the callbacks. Calling it again does nothing.
  public func cancel() {
    isActive.withLock { $0 = false }
  }

  deinit {
    cancel()
  }
}
