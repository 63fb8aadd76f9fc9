/// A loader that a screen drives: it reports its states, loads on request, and performs the
/// ``LoaderAction`` each of the screen's controls asks for.
///
/// ``DataLoader``, ``PagingLoader`` and ``InputLoader`` conform. View helpers that start loads
/// — a first load when a screen appears, a revalidation when the app comes back to the
/// foreground, a pull to refresh, a "Try Again" button — are written against this protocol,
/// so they work with any of these loaders and with a loader of your own. The choice of which
/// loader method a button calls is made in ``perform(_:)``, once, where it is tested.
///
/// ```swift
/// func appeared(_ source: some LoadingSource) async {
///   await source.load()   // loads once; a loaded, fresh value is kept as it is
/// }
///
/// func tryAgainTapped(_ source: some LoadingSource) {
///   Task { await source.perform(.retry) }
/// }
/// ```
@MainActor
public protocol LoadingSource: StateSource where State: PresentableState {
  /// Makes sure the value is loaded, fetching only when needed: a first load, a retry after a
  /// failure, or a revalidation of a stale value. Does nothing to a fresh value.
  func load() async

  /// Fetches again, keeping what is on screen; returns when the load ends.
  func refresh() async

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
