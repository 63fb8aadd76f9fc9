// Not in an article: the headline pattern, `@State private var loader = ...`, with API clients
// of every isolation (an `actor`, a global actor, the main actor, a `Sendable` struct). Were
// the loaders' initializers main-actor isolated, the `@State` default values that call an
// actor would not compile ("default argument cannot be both main actor-isolated and
// actor-isolated").
import AsyncState
import SwiftUI

nonisolated struct User: Sendable {
  let name: String
}

nonisolated struct Post: Identifiable, Sendable {
  let id: Int
}

actor APIClient {
  static let shared = APIClient()
  func user() async throws -> User { User(name: "Ada") }
  func posts(cursor: Int?) async throws -> Page<Post, Int> { Page(items: [], next: nil) }
}

@globalActor
actor NetworkActor {
  static let shared = NetworkActor()
}

@NetworkActor
final class NetworkClient {
  static let shared = NetworkClient()
  func user() async throws -> User { User(name: "Ada") }
}

@MainActor
final class MainActorClient {
  static let shared = MainActorClient()
  func user() async throws -> User { User(name: "Ada") }
}

nonisolated struct PlainClient: Sendable {
  func user() async throws -> User { User(name: "Ada") }
}

struct ProfileScreen: View {
  @State private var actorLoader = DataLoader { try await APIClient.shared.user() }
  @State private var globalActorLoader = DataLoader { try await NetworkClient.shared.user() }
  @State private var mainActorLoader = DataLoader { try await MainActorClient.shared.user() }
  @State private var plainLoader = DataLoader { try await PlainClient().user() }
  @State private var feed = PagingLoader { (cursor: Int?) in
    try await APIClient.shared.posts(cursor: cursor)
  }

  var body: some View {
    Text(actorLoader.state.value?.name ?? "")
      .task { await actorLoader.load() }
  }
}
