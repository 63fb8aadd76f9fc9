#if canImport(SwiftUI)
  import SwiftUI

  /// Draws content that a newer input is replacing (`ScreenPresentation.isReplacing`): dimmed,
  /// with a small progress indicator over its top, and no blocking spinner. The decision is the
  /// presentation's; this only draws it.
  nonisolated struct ReplacingContent: ViewModifier {
    let isReplacing: Bool

    @MainActor func body(content: Content) -> some View {
      content
        .opacity(isReplacing ? 0.5 : 1)
        .overlay(alignment: .top) {
          if isReplacing {
            ProgressView()
              .controlSize(.small)
              .padding(8)
          }
        }
    }
  }
#endif
