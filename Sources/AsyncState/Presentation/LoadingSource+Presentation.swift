extension LoadingSource {
  /// What a screen shows for this loader now: its state's presentation under `policy`.
  ///
  /// ```swift
  /// let presentation = loader.presentation(policy: .default)
  /// ```
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: `state.presentation(policy: policy)`.
  public func presentation(
    policy: PresentationPolicy
  ) -> ScreenPresentation<State.Value, State.Failure> {
    state.presentation(policy: policy)
  }
}
