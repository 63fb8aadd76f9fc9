extension DataLoader: LoadingSource {
  /// Retries what failed by refreshing: for a "Try Again" button.
  ///
  /// A retry refreshes rather than loads: after a failed refresh the value is kept and
  /// ``load()`` would do nothing, while ``refresh()`` fetches from every state (from a failure
  /// it is the retry: ``DataState/retrying(_:)``).
  public func retry() async {
    await refresh()
  }

  /// What a screen shows for this loader now: its state's presentation under `policy`.
  ///
  /// ```swift
  /// let presentation = loader.presentation()
  /// ```
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: `state.presentation(policy: policy)`.
  public func presentation(
    policy: PresentationPolicy = .default
  ) -> ScreenPresentation<Value, Failure> {
    state.presentation(policy: policy)
  }
}
