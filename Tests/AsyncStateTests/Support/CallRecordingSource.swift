import AsyncState

/// A ``LoadingSource`` of a test's own that records which of its methods a caller used, and
/// implements only what the protocol requires (its `loadMore()` is the default).
@MainActor
final class CallRecordingSource: LoadingSource {
  private(set) var state: DataState<Int, ScreenFailure> = .idle
  private(set) var calls: [String] = []

  func observe(
    _ onTransition: @escaping @MainActor (DataState<Int, ScreenFailure>, TransitionCause) -> Void
  ) -> StateObservation {
    StateObservation {}
  }

  func load() async { calls.append("load") }
  func refresh() async { calls.append("refresh") }
  func retry() async { calls.append("retry") }

  func presentation(policy: PresentationPolicy) -> ScreenPresentation<Int, ScreenFailure> {
    state.presentation(policy: policy)
  }
}
