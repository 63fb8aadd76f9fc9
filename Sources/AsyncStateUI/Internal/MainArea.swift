#if canImport(SwiftUI)
  import AsyncState
  import SwiftUI

  /// Draws the main area of a state view for a `DisplayPhase`, one branch per phase: nothing
  /// for the placeholder, the value by `content`, else the environment style's view.
  nonisolated struct MainArea<Value, Failure: Error, Content: View>: View {
    let phase: DisplayPhase<Value, Failure>
    let retry: RetryAction?
    let content: (Value) -> Content

    /// A main area drawn by the environment's style.
    init(
      phase: DisplayPhase<Value, Failure>,
      retry: RetryAction?,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      self.phase = phase
      self.retry = retry
      self.content = content
    }

    @MainActor var body: some View {
      switch phase {
      case .placeholder:
        Color.clear
      case .loading:
        StyledPart.loading
      case .content(let value):
        content(value)
      case .empty:
        StyledPart.empty
      case .failure(let error, let isRetrying):
        StyledPart.failure(error, isRetrying: isRetrying, retry: retry)
      }
    }
  }
#endif
