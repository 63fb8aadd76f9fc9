/// A loader that a screen's controls drive: it reports its states and performs the
/// ``LoaderAction`` each control asks for.
///
/// ``DataLoader`` and ``PagingLoader`` conform. The UIKit adapters are generic over this
/// protocol, so one container renders either loader, and the choice of which loader method a
/// button calls is made here, once, where it is tested.
///
/// ```swift
/// func tryAgainTapped(_ source: some LoaderActionPerforming) {
///   Task { await source.perform(.retry) }
/// }
/// ```
@MainActor
public protocol LoaderActionPerforming: LoadingSource where State: PresentableState {
  /// Performs an action, returning when the load it started or joined ends.
  ///
  /// An action that does not apply to the loader (``LoaderAction/loadMore`` on a
  /// ``DataLoader``) returns at once and changes nothing.
  ///
  /// - Parameter action: What the control asks for.
  func perform(_ action: LoaderAction) async

  /// What a screen shows for this loader now, under `policy`.
  ///
  /// A loader's presentation is its state's (the default); an ``InputLoader`` also marks the
  /// results of an earlier input that a newer one is replacing
  /// (``ScreenPresentation/isReplacing``), which its state alone does not say. Renderers
  /// generic over this protocol ask the loader, not its state, so they dim those results.
  ///
  /// ```swift
  /// let presentation = source.presentation(policy: .default)
  /// resultsView.alpha = presentation.isReplacing ? 0.5 : 1
  /// ```
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: The presentation of the loader under `policy`.
  func presentation(
    policy: PresentationPolicy
  ) -> ScreenPresentation<State.Value, State.Failure>
}
