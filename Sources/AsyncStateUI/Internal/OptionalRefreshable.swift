#if canImport(SwiftUI)
  import SwiftUI

  /// `refreshable(action:)` when there is an action, nothing otherwise: a view given a state
  /// rather than a loader leaves pull-to-refresh to the screen, whose own `refreshable` must
  /// not be overridden.
  nonisolated struct OptionalRefreshable: ViewModifier {
    let action: (@Sendable () async -> Void)?

    @MainActor func body(content: Content) -> some View {
      if let action {
        content.refreshable(action: action)
      } else {
        content
      }
    }
  }
#endif
