/// A loading state that knows what a screen shows for it.
///
/// ``DataState`` and ``PagingState`` conform. Code that renders or reports any loading state
/// — ``BannerCenter``, ``StateSource/bind(to:policy:)`` — is generic over this protocol.
///
/// ```swift
/// func render(_ state: some PresentableState<[Post], any Error>) {
///   let presentation = state.presentation(policy: .default)
///   …
/// }
/// ```
public protocol PresentableState<Value, Failure> {
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

extension PresentableState {
  /// What a screen shows for this state under the default policy.
  ///
  /// - Returns: The presentation of this state under ``PresentationPolicy/default``.
  public func presentation() -> ScreenPresentation<Value, Failure> {
    presentation(policy: .default)
  }
}
