// Every kind of API client an app has, used from every place an app creates a loader.
//
// A loader's fetch may call an `actor`, a global actor, the main actor, a `Sendable` struct or a
// static function; the loader may be a `let`, a `var`, a `lazy var`, a property-wrapped `var` (the
// shape of SwiftUI's `@State private var loader = ...`), created in `init`, or a local. Each
// combination below compiles in every configuration of this package. The loaders'
// initializers are `nonisolated`: were they main-actor isolated, a stored property's default value
// calling an actor would fail with "default argument cannot be both main actor-isolated and
// actor-isolated".
import AsyncState
import Foundation
import Observation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A global actor of the app's own, as an app isolates its networking layer to one.
@globalActor
actor NetworkActor {
  static let shared = NetworkActor()
}

/// A property wrapper with a stored value, the shape of SwiftUI's `State` (a nonisolated type,
/// also in a module whose default isolation is the main actor).
@propertyWrapper
nonisolated struct Stored<Value> {
  var wrappedValue: Value
}

/// An `actor`: the most common shape of a Swift API client.
actor ActorAPIClient {
  static let shared = ActorAPIClient()
  func user() async throws -> User { User(name: "Ada") }
  func posts(cursor: String?) async throws -> Page<Post, String> {
    Page(items: [], next: nil)
  }
  func posts(after last: Post?) async throws -> [Post] { [] }
}

/// A class isolated to a global actor of the app's own.
@NetworkActor final class GlobalActorAPIClient {
  static let shared = GlobalActorAPIClient()
  func user() async throws -> User { User(name: "Ada") }
  func posts(cursor: String?) async throws -> Page<Post, String> {
    Page(items: [], next: nil)
  }
  func posts(after last: Post?) async throws -> [Post] { [] }
}

/// A `@MainActor` class.
@MainActor final class MainActorAPIClient {
  static let shared = MainActorAPIClient()
  func user() async throws -> User { User(name: "Ada") }
  func posts(cursor: String?) async throws -> Page<Post, String> {
    Page(items: [], next: nil)
  }
  func posts(after last: Post?) async throws -> [Post] { [] }
}

/// A `Sendable` struct holding a `URLSession`.
nonisolated struct SessionAPIClient: Sendable {
  static let shared = SessionAPIClient(session: .shared)
  let session: URLSession
  func user() async throws -> User { User(name: "Ada") }
  func posts(cursor: String?) async throws -> Page<Post, String> {
    Page(items: [], next: nil)
  }
  func posts(after last: Post?) async throws -> [Post] { [] }
}

/// Static functions.
nonisolated enum StaticAPIClient {
  static func user() async throws -> User { User(name: "Ada") }
  static func posts(cursor: String?) async throws -> Page<Post, String> {
    Page(items: [], next: nil)
  }
  static func posts(after last: Post?) async throws -> [Post] { [] }
}

/// Loaders calling ActorAPIClient from a `@MainActor` class.
@MainActor
final class ActorClientScreen {
  let user = DataLoader { try await ActorAPIClient.shared.user() }
  var feed = PagingLoader { (cursor: String?) in
    try await ActorAPIClient.shared.posts(cursor: cursor)
  }
  let keyset = PagingLoader(
    pageSize: 20,
    fetchFirst: { try await ActorAPIClient.shared.posts(after: nil) },
    fetchMore: { last in try await ActorAPIClient.shared.posts(after: last) }
  )
  @Stored var wrapped = DataLoader { try await ActorAPIClient.shared.user() }
  let createdInInit: PagingLoader<Post, any Error>

  init() {
    createdInInit = PagingLoader { (cursor: String?) in
      try await ActorAPIClient.shared.posts(cursor: cursor)
    }
  }

  func loadLocally() async {
    let local = DataLoader { try await ActorAPIClient.shared.user() }
    await local.load()
  }
}

/// Loaders calling ActorAPIClient from an `@Observable` class, created on first use.
@MainActor @Observable
final class ActorClientModel {
  @ObservationIgnored lazy var user = DataLoader { try await ActorAPIClient.shared.user() }
  @ObservationIgnored lazy var feed = PagingLoader { (cursor: String?) in
    try await ActorAPIClient.shared.posts(cursor: cursor)
  }
}

/// Loaders calling ActorAPIClient from a `@MainActor` struct, the shape of a SwiftUI view.
@MainActor
struct ActorClientView {
  @Stored var user = DataLoader { try await ActorAPIClient.shared.user() }
  @Stored var feed = PagingLoader { (cursor: String?) in
    try await ActorAPIClient.shared.posts(cursor: cursor)
  }
  var plain = DataLoader { try await ActorAPIClient.shared.user() }
}

/// Loaders calling GlobalActorAPIClient from a `@MainActor` class.
@MainActor
final class GlobalActorClientScreen {
  let user = DataLoader { try await GlobalActorAPIClient.shared.user() }
  var feed = PagingLoader { (cursor: String?) in
    try await GlobalActorAPIClient.shared.posts(cursor: cursor)
  }
  let keyset = PagingLoader(
    pageSize: 20,
    fetchFirst: { try await GlobalActorAPIClient.shared.posts(after: nil) },
    fetchMore: { last in try await GlobalActorAPIClient.shared.posts(after: last) }
  )
  @Stored var wrapped = DataLoader { try await GlobalActorAPIClient.shared.user() }
  let createdInInit: PagingLoader<Post, any Error>

  init() {
    createdInInit = PagingLoader { (cursor: String?) in
      try await GlobalActorAPIClient.shared.posts(cursor: cursor)
    }
  }

  func loadLocally() async {
    let local = DataLoader { try await GlobalActorAPIClient.shared.user() }
    await local.load()
  }
}

/// Loaders calling GlobalActorAPIClient from an `@Observable` class, created on first use.
@MainActor @Observable
final class GlobalActorClientModel {
  @ObservationIgnored lazy var user = DataLoader { try await GlobalActorAPIClient.shared.user() }
  @ObservationIgnored lazy var feed = PagingLoader { (cursor: String?) in
    try await GlobalActorAPIClient.shared.posts(cursor: cursor)
  }
}

/// Loaders calling GlobalActorAPIClient from a `@MainActor` struct, the shape of a SwiftUI view.
@MainActor
struct GlobalActorClientView {
  @Stored var user = DataLoader { try await GlobalActorAPIClient.shared.user() }
  @Stored var feed = PagingLoader { (cursor: String?) in
    try await GlobalActorAPIClient.shared.posts(cursor: cursor)
  }
  var plain = DataLoader { try await GlobalActorAPIClient.shared.user() }
}

/// Loaders calling MainActorAPIClient from a `@MainActor` class.
@MainActor
final class MainActorClientScreen {
  let user = DataLoader { try await MainActorAPIClient.shared.user() }
  var feed = PagingLoader { (cursor: String?) in
    try await MainActorAPIClient.shared.posts(cursor: cursor)
  }
  let keyset = PagingLoader(
    pageSize: 20,
    fetchFirst: { try await MainActorAPIClient.shared.posts(after: nil) },
    fetchMore: { last in try await MainActorAPIClient.shared.posts(after: last) }
  )
  @Stored var wrapped = DataLoader { try await MainActorAPIClient.shared.user() }
  let createdInInit: PagingLoader<Post, any Error>

  init() {
    createdInInit = PagingLoader { (cursor: String?) in
      try await MainActorAPIClient.shared.posts(cursor: cursor)
    }
  }

  func loadLocally() async {
    let local = DataLoader { try await MainActorAPIClient.shared.user() }
    await local.load()
  }
}

/// Loaders calling MainActorAPIClient from an `@Observable` class, created on first use.
@MainActor @Observable
final class MainActorClientModel {
  @ObservationIgnored lazy var user = DataLoader { try await MainActorAPIClient.shared.user() }
  @ObservationIgnored lazy var feed = PagingLoader { (cursor: String?) in
    try await MainActorAPIClient.shared.posts(cursor: cursor)
  }
}

/// Loaders calling MainActorAPIClient from a `@MainActor` struct, the shape of a SwiftUI view.
@MainActor
struct MainActorClientView {
  @Stored var user = DataLoader { try await MainActorAPIClient.shared.user() }
  @Stored var feed = PagingLoader { (cursor: String?) in
    try await MainActorAPIClient.shared.posts(cursor: cursor)
  }
  var plain = DataLoader { try await MainActorAPIClient.shared.user() }
}

/// Loaders calling SessionAPIClient from a `@MainActor` class.
@MainActor
final class SessionClientScreen {
  let user = DataLoader { try await SessionAPIClient.shared.user() }
  var feed = PagingLoader { (cursor: String?) in
    try await SessionAPIClient.shared.posts(cursor: cursor)
  }
  let keyset = PagingLoader(
    pageSize: 20,
    fetchFirst: { try await SessionAPIClient.shared.posts(after: nil) },
    fetchMore: { last in try await SessionAPIClient.shared.posts(after: last) }
  )
  @Stored var wrapped = DataLoader { try await SessionAPIClient.shared.user() }
  let createdInInit: PagingLoader<Post, any Error>

  init() {
    createdInInit = PagingLoader { (cursor: String?) in
      try await SessionAPIClient.shared.posts(cursor: cursor)
    }
  }

  func loadLocally() async {
    let local = DataLoader { try await SessionAPIClient.shared.user() }
    await local.load()
  }
}

/// Loaders calling SessionAPIClient from an `@Observable` class, created on first use.
@MainActor @Observable
final class SessionClientModel {
  @ObservationIgnored lazy var user = DataLoader { try await SessionAPIClient.shared.user() }
  @ObservationIgnored lazy var feed = PagingLoader { (cursor: String?) in
    try await SessionAPIClient.shared.posts(cursor: cursor)
  }
}

/// Loaders calling SessionAPIClient from a `@MainActor` struct, the shape of a SwiftUI view.
@MainActor
struct SessionClientView {
  @Stored var user = DataLoader { try await SessionAPIClient.shared.user() }
  @Stored var feed = PagingLoader { (cursor: String?) in
    try await SessionAPIClient.shared.posts(cursor: cursor)
  }
  var plain = DataLoader { try await SessionAPIClient.shared.user() }
}

/// Loaders calling StaticAPIClient from a `@MainActor` class.
@MainActor
final class StaticClientScreen {
  let user = DataLoader { try await StaticAPIClient.user() }
  var feed = PagingLoader { (cursor: String?) in try await StaticAPIClient.posts(cursor: cursor) }
  let keyset = PagingLoader(
    pageSize: 20,
    fetchFirst: { try await StaticAPIClient.posts(after: nil) },
    fetchMore: { last in try await StaticAPIClient.posts(after: last) }
  )
  @Stored var wrapped = DataLoader { try await StaticAPIClient.user() }
  let createdInInit: PagingLoader<Post, any Error>

  init() {
    createdInInit = PagingLoader { (cursor: String?) in
      try await StaticAPIClient.posts(cursor: cursor)
    }
  }

  func loadLocally() async {
    let local = DataLoader { try await StaticAPIClient.user() }
    await local.load()
  }
}

/// Loaders calling StaticAPIClient from an `@Observable` class, created on first use.
@MainActor @Observable
final class StaticClientModel {
  @ObservationIgnored lazy var user = DataLoader { try await StaticAPIClient.user() }
  @ObservationIgnored lazy var feed = PagingLoader { (cursor: String?) in
    try await StaticAPIClient.posts(cursor: cursor)
  }
}

/// Loaders calling StaticAPIClient from a `@MainActor` struct, the shape of a SwiftUI view.
@MainActor
struct StaticClientView {
  @Stored var user = DataLoader { try await StaticAPIClient.user() }
  @Stored var feed = PagingLoader { (cursor: String?) in
    try await StaticAPIClient.posts(cursor: cursor)
  }
  var plain = DataLoader { try await StaticAPIClient.user() }
}

/// Input loaders (search as you type, a filter) calling ActorAPIClient, from every place an app
/// creates one: a stored property of a `@MainActor` class, a property-wrapped `var` of a
/// `@MainActor` struct (SwiftUI's `@State`), a lazy property of an `@Observable` model, a local.
@MainActor
final class ActorClientSearchScreen {
  let search = InputLoader(input: "", isEmpty: { $0.count < 2 }) { query in
    try await ActorAPIClient.shared.posts(cursor: query).items
  }
  let results = InputLoader(input: "", isEmpty: { $0.isEmpty }) {
    (query: String, cursor: String?) in
    try await ActorAPIClient.shared.posts(cursor: cursor ?? query)
  }
  @Stored var filter = InputLoader(input: 0, debounce: .zero) { _ in
    try await ActorAPIClient.shared.user()
  }

  func type(_ text: String) async {
    search.input = text
    search.submit()
    await search.load()
    _ = search.presentation().isReplacing
    await results.loadMore()
    await results.retry()
    let local = InputLoader(input: "a", emptyInputValue: [Post]()) { query in
      try await ActorAPIClient.shared.posts(cursor: query).items
    }
    await local.refresh()
  }
}

@MainActor
struct ActorClientSearchView {
  @Stored var search = InputLoader(input: "", isEmpty: { $0.isEmpty }) { query in
    try await ActorAPIClient.shared.posts(cursor: query).items
  }
}

@MainActor @Observable
final class ActorClientSearchModel {
  @ObservationIgnored lazy var search = InputLoader(input: "", isEmpty: { $0.isEmpty }) {
    (query: String, cursor: String?) in
    try await ActorAPIClient.shared.posts(cursor: cursor ?? query)
  }
}
