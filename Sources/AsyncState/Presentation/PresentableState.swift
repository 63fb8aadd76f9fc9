/// A loading state that knows what a screen shows for it: ``DataState`` and ``PagingState``.
///
/// The package's code that presents a state of either kind — `bind(to:policy:)` for a
/// source of either state — is written once against this protocol; apps call the states' own
/// `presentation(policy:)`.
package protocol PresentableState<Value, Failure> {
  /// The type of the loaded value.
  associatedtype Value
  /// The type of the failures.
  associatedtype Failure: Error

  /// What a screen shows for this state.
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: The presentation of this state under `policy`.
  func presentation(policy: PresentationPolicy) -> ScreenPresentation<Value, Failure>
}
