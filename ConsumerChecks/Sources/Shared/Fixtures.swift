// The names the documentation's samples use: a user, a profile, posts, and an API to fetch
// them. Scripts/extract-samples.py compiles every sample of the README and the DocC catalogs
// against these, in each configuration of this package.
//
// The model types are `nonisolated`, as an app's models must be in a module whose default
// isolation is the main actor (Xcode 26's new-app default): a fetch builds them off the main
// actor, and a `PagingLoader` needs their `Identifiable` conformance to be usable anywhere.
import AsyncState
import Foundation

nonisolated struct User: Identifiable, Sendable, Equatable {
  var id = 0
  var name: String
}

nonisolated struct Profile: Sendable, Equatable {
  var name: String
  var bio: String
}

nonisolated struct Post: Identifiable, Sendable, Equatable {
  var id: Int
  var title: String
  var isLiked = false
}

/// What a compose screen sends.
nonisolated struct Draft: Sendable, Equatable {
  var text = ""
}

/// A page of posts as a server sends it.
nonisolated struct PostsResponse: Sendable {
  var posts: [Post]
  var nextCursor: String?
}

/// A chat message, for the two-way paging samples.
nonisolated struct Message: Identifiable, Sendable, Equatable {
  var id: String
  var text: String
}

/// A page of messages around a cursor: the cursors of the older and the newer pages.
nonisolated struct MessagesResponse: Sendable {
  var messages: [Message]
  var before: String?
  var after: String?
}

/// The cursor of a chat's first unread message.
let firstUnread = "m-120"

/// An app's own error type, readable in every locale.
nonisolated enum APIError: LocalizedError, Equatable, LoaderErrorConvertible {
  case offline
  case server(status: Int)
  case loader(LoaderError)

  init(_ loaderError: LoaderError) {
    self = .loader(loaderError)
  }

  var errorDescription: String? {
    switch self {
    case .offline: "You are offline."
    case .server(let status): "The server answered \(status)."
    case .loader(let error): error.localizedDescription
    }
  }
}

/// An API as a namespace of static async functions.
/// A search result, for the search samples.
nonisolated struct SearchResult: Identifiable, Sendable, Equatable {
  var id = 0
  var title = ""
}

/// A page of search results.
nonisolated struct SearchResponse: Sendable {
  var results: [SearchResult] = []
  var nextCursor: String?
}

/// The filter of the orders sample.
nonisolated enum OrderFilter: String, CaseIterable, Identifiable, Sendable, Hashable {
  case open, shipped, all
  var id: Self { self }
  var title: String { rawValue.capitalized }
}

/// An order, for the filter samples.
nonisolated struct Order: Identifiable, Sendable, Equatable {
  var id = 0
}

/// A price, for the live samples.
nonisolated struct Price: Sendable, Equatable {
  var value = 0.0
}

/// A live source of prices, as an app's WebSocket client would be.
nonisolated final class PriceFeed: Sendable {
  static let shared = PriceFeed()
  func updates(for symbol: String) -> AsyncThrowingStream<Price, any Error> {
    AsyncThrowingStream { $0.finish() }
  }
}

/// An order's status, for the polling samples.
nonisolated enum OrderStatus: Sendable, Equatable {
  case placed, shipped
}

/// The order a polling sample follows.
let orderID = 42

nonisolated enum API {
  static func user() async throws -> User { User(name: "Ada") }
  static func search(_ query: String) async throws -> [SearchResult] { [] }
  static func search(_ query: String, cursor: String?) async throws -> SearchResponse {
    SearchResponse()
  }
  static func orders(_ filter: OrderFilter) async throws -> [Order] { [] }
  static func orderStatus(_ id: Int) async throws -> OrderStatus { .placed }
  static func profile() async throws -> Profile { Profile(name: "Ada", bio: "") }
  static func feed() async throws -> [Post] { [] }
  static func cachedUser() async -> User { User(name: "Ada") }
  static func typedUser() async throws(APIError) -> User { User(name: "Ada") }
  static func posts(cursor: String?, limit: Int) async throws -> PostsResponse {
    PostsResponse(posts: [], nextCursor: nil)
  }
  static func posts(after id: Int?, count: Int) async throws -> [Post] { [] }
  static func user(_ id: User.ID) async throws -> User { User(id: id, name: "Ada") }
  static func posts(by author: User.ID, cursor: String?) async throws -> PostsResponse {
    PostsResponse(posts: [], nextCursor: nil)
  }
  static func post(_ id: Post.ID) async throws -> Post { Post(id: id, title: "") }
  static func team(_ id: Int) async throws -> [User] { [] }
  static func rename(_ user: User, to name: String) async throws {}
  static func like(_ id: Post.ID) async throws {}
  static func publish(_ draft: Draft) async throws -> Post { Post(id: 1, title: draft.text) }
  static func renamed(_ id: User.ID, to name: String) async throws -> User {
    User(id: id, name: name)
  }
  static func messages(around cursor: String?) async throws -> MessagesResponse {
    MessagesResponse(messages: [], before: nil, after: nil)
  }
}

/// The queries of the cache's samples, as an app declares them once and uses them on several
/// screens.
nonisolated struct UserQuery: DataQuery {
  let id: User.ID
  func fetch() async throws -> User { try await API.user(id) }
}

nonisolated struct PostsQuery: PagingQuery {
  let author: User.ID
  func fetchPage(after cursor: String?) async throws -> Page<Post, String> {
    let response = try await API.posts(by: author, cursor: cursor)
    return Page(items: response.posts, next: response.nextCursor)
  }
}

nonisolated struct PostQuery: DataQuery {
  let id: Post.ID
  func fetch() async throws -> Post { try await API.post(id) }
}

/// An API as an object with async methods.
nonisolated final class APIClient: Sendable {
  static let shared = APIClient()
  func user() async throws -> User { User(name: "Ada") }
  func posts(cursor: String?) async throws(APIError) -> Page<Post, String> {
    Page(items: [], next: nil)
  }
}

/// A failure with no payload, as tests use.
nonisolated struct Offline: Error {}
