// Sample: DataStateView with a style of its own for one screen (Documentation.docc/SwiftUI.md).
import AsyncStateUI
import SwiftUI

nonisolated struct Profile: Sendable {
  let name: String
}

nonisolated enum API {
  static func profile() async throws -> Profile { Profile(name: "Ada") }
}

// begin sample
struct SkeletonStyle: DataStateStyle {
  func makeLoading(labels: PresentationLabels) -> some View {
    Text("Loading…")
      .foregroundStyle(.secondary)
      .accessibilityLabel(labels.loading)
  }
}

struct SkeletonProfileScreen: View {
  @State private var profile = DataLoader { try await API.profile() }

  var body: some View {
    DataStateView(loader: profile) { profile in
      Text(profile.name)
    }
    .dataStateStyle(SkeletonStyle())
  }
}
// end sample
