extension StateSource {
  /// Drives a ``LoadingStateDelegate`` from this loader: one callback per transition, on the
  /// main actor, in order, while the delegate lives and the returned token is kept.
  ///
  /// The current state is delivered at once, so a screen whose value is already loaded
  /// renders it immediately, with no loading frame. The delegate is held weakly and the loader
  /// is not retained: a controller that owns both the loader and the token forms no cycle.
  /// Once the delegate is gone, the token is cancelled at the next transition and nothing is
  /// called again; cancel the token to stop earlier.
  ///
  /// ```swift
  /// observation = loader.bind(to: self)
  /// ```
  ///
  /// - Parameters:
  ///   - delegate: The object to call; held weakly.
  ///   - policy: The mappings used to build the presentation of each state.
  /// - Returns: A token; the delegate is called until it is cancelled or released.
  public func bind<Value, Failure>(
    to delegate: some LoadingStateDelegate, policy: PresentationPolicy = .default
  ) -> StateObservation where State == DataState<Value, Failure> {
    bindPresentations(to: delegate, policy: policy)
  }

  /// Drives a ``LoadingStateDelegate`` from this paged loader: one callback per transition,
  /// on the main actor, in order, while the delegate lives and the returned token is kept.
  ///
  /// The same as for a source of ``DataState``, with a failed page reported as a failure.
  ///
  /// ```swift
  /// observation = feed.bind(to: self)
  /// ```
  ///
  /// - Parameters:
  ///   - delegate: The object to call; held weakly.
  ///   - policy: The mappings used to build the presentation of each state.
  /// - Returns: A token; the delegate is called until it is cancelled or released.
  public func bind<Value, Failure>(
    to delegate: some LoadingStateDelegate, policy: PresentationPolicy = .default
  ) -> StateObservation where State == PagingState<Value, Failure> {
    bindPresentations(to: delegate, policy: policy)
  }
}

extension StateSource where State: PresentableState {
  /// The binding of both `bind(to:policy:)`, written once over the states they accept.
  private func bindPresentations(
    to delegate: some LoadingStateDelegate, policy: PresentationPolicy
  ) -> StateObservation {
    delegate.show(state.presentation(policy: policy))
    let binding = DelegateBinding()
    let observation = observe { [weak delegate] state, _ in
      guard let delegate else {
        binding.observation?.cancel()
        return
      }
      delegate.show(state.presentation(policy: policy))
    }
    binding.observation = observation
    return observation
  }
}

/// What a delegate binding's observer needs to cancel its own registration once its delegate
/// is gone; weak, so the token's owner alone decides how long it lives.
@MainActor
private final class DelegateBinding {
  weak var observation: StateObservation?
}

extension LoadingStateDelegate {
  /// Calls the one callback that matches the presentation.
  fileprivate func show<Value, Failure: Error>(
    _ presentation: ScreenPresentation<Value, Failure>
  ) {
    if presentation.isLoading {
      loading()
    } else if let shown = presentation.shownFailure {
      failure(description: shown.readableDescription)
    } else if presentation.content != nil {
      success()
    } else {
      idle()
    }
  }
}
