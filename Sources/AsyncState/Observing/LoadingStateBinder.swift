/// Drives a ``LoadingStateDelegate`` from a loader: one callback per transition, on the main
/// actor, in order, while the delegate lives.
///
/// The binder holds its delegate weakly and does not retain the loader: a controller that
/// owns both the loader and the binder forms no cycle. Once the delegate is gone, the binder
/// stops at the next transition and never calls anything again.
///
/// The loader's current state is delivered at once, so a screen whose value is already
/// loaded renders it immediately, with no loading frame:
///
/// ```swift
/// binder = LoadingStateBinder(observing: loader, delegate: self)
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

  /// Creates a binder that follows a loader (or any ``StateSource``), delivering its current
  /// state at once.
  ///
  /// - Parameters:
  ///   - source: The loader to follow; not retained.
  ///   - delegate: The object to call; held weakly.
  ///   - policy: The mappings used to build each presentation.
  public init<Source: StateSource>(
    observing source: Source,
    delegate: some LoadingStateDelegate,
    policy: PresentationPolicy = .default
  ) where Source.State == State {
    self.policy = policy
    deliver = { [weak delegate] presentation in
      guard let delegate else { return false }
      Self.notify(delegate, of: presentation)
      return true
    }
    receive(source.state)
    guard isActive else { return }
    observation = source.observe { [weak self] transition in
      self?.receive(transition.state)
    }
  }

  /// Stops calling the delegate, and stops following the loader.
  public func stop() {
    isActive = false
    observation?.cancel()
    observation = nil
  }

  private func receive(_ state: State) {
    guard isActive else { return }
    if !deliver(state.presentation(policy: policy)) {
      stop()
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
