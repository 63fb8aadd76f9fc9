import Observation

/// A paging view model written by hand with care: the posts in one array that each page is
/// appended to (no rebuild), a flag against a second concurrent page, and the failure kept
/// apart. The fetch is called as the seeds call theirs, from the view model's own method.
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
  func fetchMore() async {
    guard !isLoadingMore else { return }
    isLoadingMore = true
    defer { isLoadingMore = false }
    do {
      posts.append(contentsOf: try await getPosts(posts.last))
    } catch {
      failure = error
    }
  }
}
