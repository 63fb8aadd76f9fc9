/// Drives a ``LoadingStateDelegate`` from a loader's states: one callback per transition, on
/// the main actor, in order, while the delegate lives.
///
/// The binder holds its delegate weakly, as seed 003's view model does, and does not retain
/// the loader: a controller that owns both the loader and the binder forms no cycle. Once the
/// delegate is gone, the binder stops at the next transition and never calls anything again.
///
/// Bind to a loader (any ``StateSource``); the current state is delivered at once, so a
/// screen whose value is already loaded renders it immediately, with no loading frame:
///
/// ```swift
/// binder = LoadingStateBinder(observing: loader, delegate: self)
/// ```
///
/// Or feed it states by hand — seed 003's "approach 2", a `state` with a `didSet`:
///
/// ```swift
/// let binder = LoadingStateBinder<DataState<User, any Error>>(delegate: controller)
/// var state: DataState<User, any Error> = .idle {
///   didSet { binder.receive(state) }
/// }
/// ```
@MainActor
public final class LoadingStateBinder<State: PresentableState> {
  /// The mappings used to build the presentation of each state.
  public let policy: PresentationPolicy

  /// Calls the delegate for a presentation; returns `false` if the delegate is gone.
  private let deliver: (ScreenPresentation<State.Value, State.Failure>) -> Bool
  private var observation: StateObservation?

  /// Whether the binder still calls its delegate: `false` once the delegate was found gone
  /// or ``stop()`` was called.
  public private(set) var isActive = true

  /// Creates a binder fed by ``receive(_:)``, for a delegate with the three callbacks.
  ///
  /// - Parameters:
  ///   - delegate: The object to call; held weakly.
  ///   - policy: The mappings used to build each presentation.
  public init(delegate: some LoadingStateDelegate, policy: PresentationPolicy = .default) {
    self.policy = policy
    deliver = { [weak delegate] presentation in
      guard let delegate else { return false }
      Self.notify(delegate, of: presentation)
      return true
    }
  }

  /// Creates a binder fed by ``receive(_:)``, for a delegate that also receives each
  /// presentation.
  ///
  /// - Parameters:
  ///   - delegate: The object to call; held weakly.
  ///   - policy: The mappings used to build each presentation.
  public init<Delegate: PresentationDelegate>(
    delegate: Delegate,
    policy: PresentationPolicy = .default
  ) where Delegate.Value == State.Value, Delegate.Failure == State.Failure {
    self.policy = policy
    deliver = { [weak delegate] presentation in
      guard let delegate else { return false }
      Self.notify(delegate, of: presentation)
      delegate.present(presentation)
      return true
    }
  }

  /// Creates a binder that follows a loader, delivering its current state at once.
  ///
  /// - Parameters:
  ///   - source: The loader to follow; not retained.
  ///   - delegate: The object to call; held weakly.
  ///   - policy: The mappings used to build each presentation.
  public convenience init<Source: StateSource>(
    observing source: Source,
    delegate: some LoadingStateDelegate,
    policy: PresentationPolicy = .default
  ) where Source.State == State {
    self.init(delegate: delegate, policy: policy)
    bind(to: source)
  }

  /// Creates a binder that follows a loader, delivering its current state at once, for a
  /// delegate that also receives each presentation.
  ///
  /// - Parameters:
  ///   - source: The loader to follow; not retained.
  ///   - delegate: The object to call; held weakly.
  ///   - policy: The mappings used to build each presentation.
  public convenience init<Source: StateSource, Delegate: PresentationDelegate>(
    observing source: Source,
    delegate: Delegate,
    policy: PresentationPolicy = .default
  )
  where
    Source.State == State, Delegate.Value == State.Value, Delegate.Failure == State.Failure
  {
    self.init(delegate: delegate, policy: policy)
    bind(to: source)
  }

  /// Tells the delegate about the next state.
  ///
  /// Call it once per transition, in order. Does nothing once the binder is inactive; if
  /// the delegate is gone, the binder becomes inactive.
  ///
  /// - Parameter state: The state after a transition.
  public func receive(_ state: State) {
    guard isActive else { return }
    if !deliver(state.presentation(policy: policy)) {
      stop()
    }
  }

  /// Stops calling the delegate, and stops following the loader.
  public func stop() {
    isActive = false
    observation?.cancel()
    observation = nil
  }

  private func bind<Source: StateSource>(to source: Source) where Source.State == State {
    receive(source.state)
    guard isActive else { return }
    observation = source.observe { [weak self] state in
      self?.receive(state)
    }
  }

  /// Calls the one callback that matches the presentation.
  private static func notify(
    _ delegate: some LoadingStateDelegate,
    of presentation: ScreenPresentation<State.Value, State.Failure>
  ) {
    if presentation.isLoading {
      delegate.loading()
    } else if let failure = presentation.shownFailure {
      delegate.failure(description: ErrorDescription.text(for: failure))
    } else if presentation.content != nil {
      delegate.success()
    } else {
      delegate.idle()
    }
  }
}
