#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// Draws the main area of a state view for a `DisplayPhase`, one branch per phase: nothing
  /// for the placeholder, else the view its builder makes.
  nonisolated struct MainArea<
    Value, Failure: Error, Content: View, Loading: View, FailureContent: View, Empty: View
  >: View {
    let phase: DisplayPhase<Value, Failure>
    let retry: RetryAction?
    let content: (Value) -> Content
    let loading: () -> Loading
    let failure: (DataStateFailureConfiguration) -> FailureContent
    let empty: () -> Empty

    @MainActor var body: some View {
      switch phase {
      case .placeholder:
        Color.clear
      case .loading:
        loading()
      case .content(let value):
        content(value)
      case .empty:
        empty()
      case .failure(let error, let isRetrying):
        failure(
          DataStateFailureConfiguration(
            error: error, isRetrying: isRetrying, retry: retry?.handler))
      }
    }
  }

  extension MainArea
  where
    Loading == DataStateLoadingView, FailureContent == DataStateFailureView,
    Empty == DataStateEmptyView
  {
    /// A main area drawn by the environment's style.
    init(
      phase: DisplayPhase<Value, Failure>,
      retry: RetryAction?,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      self.init(
        phase: phase,
        retry: retry,
        content: content,
        loading: { DataStateLoadingView() },
        failure: { DataStateFailureView($0) },
        empty: { DataStateEmptyView() }
      )
    }
  }
#endif
