// Sample: DataStateView over a loader (Documentation.docc/SwiftUI.md).
import AsyncStateUI
import SwiftUI

nonisolated struct Profile: Sendable {
  let name: String
}

nonisolated enum API {
  static func profile() async throws -> Profile { Profile(name: "Ada") }
}

// begin sample
struct ProfileScreen: View {
  @State private var profile = DataLoader { try await API.profile() }

  var body: some View {
    DataStateView(loader: profile) { profile in
      Text(profile.name)
    }
  }
}
// end sample
