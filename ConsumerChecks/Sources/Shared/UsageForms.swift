// Every way an app creates a loader, compiled in each configuration of this package.
import AsyncState

// MARK: - Stored properties

/// A loader as a stored property of a main-actor class (a view controller, a model).
@MainActor
final class UserController {
  let trailingClosure = DataLoader { try await API.user() }
  let explicitTypes = DataLoader<User, any Error> { try await API.user() }
  let staticMethod = DataLoader<User, any Error>(fetch: API.user)
  let instanceMethod = DataLoader(fetch: APIClient.shared.user)
  let typedFailure = DataLoader(fetch: API.typedUser)
  let typedClosure = DataLoader { () async throws(APIError) -> User in throw .offline }
  let neverFails = DataLoader { await API.cachedUser() }
  let configured = DataLoader(
    initialState: .success(User(name: "cached")),
    configuration: LoaderConfiguration(
      staleAfter: .seconds(60), retry: .exponential(maxAttempts: 3), timeout: .seconds(10))
  ) { try await API.user() }
  let createdInInit: DataLoader<User, any Error>

  init(client: APIClient) {
    createdInInit = DataLoader(fetch: client.user)
  }

  func loadEverything() async {
    await trailingClosure.load()
    await createdInInit.refresh()
    let typed: APIError? = typedFailure.state.failure
    _ = typed
    switch neverFails.state {
    case .idle, .initialLoading: break
    case .success(let user), .refreshing(let user): _ = user
    }
  }
}

/// A loader as a stored property of a main-actor struct (a SwiftUI view is one).
@MainActor
struct UserScreenModel {
  var loader = DataLoader { try await API.user() }
  let feed = PagingLoader { (cursor: String?) in
    let response = try await API.posts(cursor: cursor, limit: 20)
    return Page(items: response.posts, next: response.nextCursor)
  }
}

// MARK: - Paging

@MainActor
final class FeedController {
  /// Cursor paging, `any Error`.
  let cursor = PagingLoader { (cursor: String?) in
    let response = try await API.posts(cursor: cursor, limit: 20)
    return Page(items: response.posts, next: response.nextCursor)
  }
  /// Cursor paging with a typed failure, through a method reference.
  let typed = PagingLoader(fetchPage: APIClient.shared.posts)
  /// Keyset paging: the next page after the last item.
  let keyset = PagingLoader(
    pageSize: 30,
    configuration: LoaderConfiguration(staleAfter: .seconds(300)),
    maxPages: 10,
    fetchFirst: { try await API.posts(after: nil, count: 30) },
    fetchMore: { last in try await API.posts(after: last.id, count: 30) }
  )
  /// Paging that cannot fail.
  let neverFails = PagingLoader<Post, Never> { (cursor: Int?) in
    Page(items: [Post(id: cursor ?? 0, title: "")], next: nil)
  }

  func scrolledToTheEnd() async {
    await cursor.loadMore()
    if typed.state.isLoadMoreFailure { await typed.retry() }
    await keyset.load()
    await neverFails.load()
  }
}

// MARK: - Locals

@MainActor
func loadLocally() async -> User? {
  let loader = DataLoader(fetch: API.user)
  await loader.load()
  let observation = loader.observe { state, cause in
    print(state, cause)
  }
  observation.cancel()
  return loader.state.value
}
