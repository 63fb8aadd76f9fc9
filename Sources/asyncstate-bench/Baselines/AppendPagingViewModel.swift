import Observation

/// A paging view model written by hand in seed 001's style: `loadMore()` starts a `Task {}`
/// that fetches the next page and appends it to one array (no rebuild), behind a flag against
/// a second concurrent page.
///
/// `loadMore()` returns the task so the benchmark can wait for the complete page, as it waits
/// for ``TaskViewModel``'s load.
///
/// `getPosts` runs where it is called, as this package builds with
/// `NonisolatedNonsendingByDefault` (as Xcode 26 apps do): on the main actor, unless the
/// closure given calls an actor or a `@concurrent` function.
@MainActor
@Observable
final class AppendPagingViewModel {
  private(set) var posts: [Post] = []
  private(set) var isLoadingMore = false
  private(set) var failure: (any Error)?
  @ObservationIgnored private let getPosts: @Sendable (_ after: Post?) async throws -> [Post]

  init(getPosts: @escaping @Sendable (_ after: Post?) async throws -> [Post]) {
    self.getPosts = getPosts
  }

  /// Loads the page after the last loaded post (the first page when none is loaded).
  @discardableResult
  func loadMore() -> Task<Void, Never> {
    guard !isLoadingMore else { return Task {} }
    isLoadingMore = true
    return Task {
      defer { isLoadingMore = false }
      do {
        posts.append(contentsOf: try await getPosts(posts.last))
      } catch {
        failure = error
      }
    }
  }
}
