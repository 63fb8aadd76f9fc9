// Samples: a screen and a row over a shared LoaderCache
// (Sources/AsyncState/Documentation.docc/Articles/SharingDataAcrossScreens.md).
import AsyncState
import SwiftUI

nonisolated struct User: Identifiable, Sendable {
  var id: Int
  var name: String
}

nonisolated enum API {
  static func user(_ id: User.ID) async throws -> User { User(id: id, name: "Ada") }
}

nonisolated struct UserQuery: DataQuery {
  let id: User.ID
  func fetch() async throws -> User { try await API.user(id) }
}

/// An app's view of a user's state.
struct UserView: View {
  let state: DataState<User, any Error>
  var body: some View { Text(state.value?.name ?? "") }
}

// begin sample
extension LoaderCache {
  @MainActor static let app = LoaderCache(configuration: .init(staleAfter: .seconds(60)))
}

struct UserScreen: View {
  @State private var user: DataLoader<User, any Error>

  init(id: User.ID, cache: LoaderCache = .app) {
    _user = State(initialValue: cache.loader(for: UserQuery(id: id)))
  }

  var body: some View {
    UserView(state: user.state)
      .task { await user.load() }
      .refreshable { await user.refresh() }
  }
}
// end sample

// begin sample
struct UserRow: View {
  let user: User
  let cache: LoaderCache

  var body: some View {
    NavigationLink {
      UserScreen(id: user.id, cache: cache)
    } label: {
      Text(user.name)
    }
    .onAppear { Task { await cache.prefetch(UserQuery(id: user.id)) } }
  }
}
// end sample
