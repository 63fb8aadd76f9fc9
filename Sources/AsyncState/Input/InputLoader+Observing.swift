extension InputLoader: StateSource {
  /// Calls `onTransition` on the main actor right after every move of ``state``, in order,
  /// with the new state and the cause of the move.
  ///
  /// ```swift
  /// observation = search.observe { state, _ in
  ///   resultsView.alpha = search.isReplacing ? 0.5 : 1
  ///   render(state)
  /// }
  /// ```
  ///
  /// The moves are the applied input's loader's (a load started, succeeded, failed or was
  /// cancelled), and the input loader's own: a new input whose loader already has a value
  /// (``TransitionCause/valueReplaced``), an empty input or ``reset()``
  /// (``TransitionCause/reset``). Nothing follows the loaders while nobody observes.
  ///
  /// - Parameter onTransition: Called with each new state and the cause of the move.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  public func observe(
    _ onTransition: @escaping @MainActor (Loader.State, TransitionCause) -> Void
  ) -> StateObservation {
    let token = observers.add(onTransition)
    if followed.isEmpty { followLoaders() }
    return token
  }

  /// Follows the transitions of the loaders whose states make up ``state``, while somebody
  /// observes.
  func followLoaders() {
    followed = []
    guard observers.count > 0 else { return }
    for loader in [loader, previousLoader].compactMap({ $0 }) {
      followed.append(loader.observe { [weak self] _, cause in self?.publish(cause) })
    }
  }

  /// Tells the observers about the current state, moved for `cause`.
  func publish(_ cause: TransitionCause) {
    guard observers.count > 0 else {
      followed = []
      return
    }
    observers.notify(state, cause: cause)
  }
}
