// Sample: one DataStateStyle for a whole app (Documentation.docc/SwiftUI.md).
import AsyncStateUI
import SwiftUI

struct RootView: View {
  var body: some View { Text("Root") }
}

// begin sample
struct BrandStateStyle: DataStateStyle {
  func makeLoading(labels: PresentationLabels) -> some View {
    ProgressView()
      .tint(.orange)
      .accessibilityLabel(labels.loading)
  }

  func makeFailure(configuration: DataStateFailureConfiguration) -> some View {
    VStack(spacing: 12) {
      Text(configuration.message)
        .fixedSize(horizontal: false, vertical: true)
      if configuration.isRetrying {
        ProgressView()
          .accessibilityLabel(configuration.labels.retrying)
      } else if let retry = configuration.retry {
        Button(configuration.labels.retry) { retry() }
      }
    }
    .padding()
  }
}

@main
struct BrandApp: App {
  var body: some Scene {
    WindowGroup {
      RootView()
        .dataStateStyle(BrandStateStyle())
    }
  }
}
// end sample
