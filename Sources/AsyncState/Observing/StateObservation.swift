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
///     observation = loader.observe { [weak self] state, _ in self?.render(state) }
///   }
/// }
/// ```
public final class StateObservation: Sendable {
  /// Whether the observer is still called.
  private let isActive: Locked<Bool>

  /// What to run once when the token is cancelled, for a source of your own.
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// Creates a token for an observer of a ``StateSource`` of your own: `onCancel` runs once,
  /// when the token is cancelled or released, and should forget the observer.
  ///
  /// - Parameter onCancel: Forgets the observer.
  public init(onCancel: @escaping @Sendable () -> Void) {
    isActive = Locked(true)
    self.onCancel = Locked(onCancel)
  }

  /// Whether the observer is still called.
  public var isCancelled: Bool {
    isActive.withLock { !$0 }
  }

  /// Stops the callbacks. Calling it again does nothing.
  public func cancel() {
    isActive.withLock { $0 = false }
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit {
    cancel()
  }
}
