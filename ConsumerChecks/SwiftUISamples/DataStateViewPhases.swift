// Sample: DataStateView drawing every phase (Documentation.docc/SwiftUI.md).
import AsyncStateUI
import SwiftUI

nonisolated struct Profile: Sendable {
  let name: String
}

nonisolated enum API {
  static func profile() async throws -> Profile { Profile(name: "Ada") }
}

// begin sample
struct CustomProfileScreen: View {
  @State private var profile = DataLoader { try await API.profile() }

  var body: some View {
    DataStateView(loader: profile) { phase in
      switch phase {
      case .empty:
        Color.clear
      case .loading:
        ProgressView("Loading profile")
      case .content(let profile):
        Text(profile.name)
      case .failure(let error):
        VStack {
          Text(error.readableDescription)
          Button("Try Again") { Task { await profile.refresh() } }
            .disabled(profile.state.isLoading)
        }
      }
    }
  }
}
// end sample
