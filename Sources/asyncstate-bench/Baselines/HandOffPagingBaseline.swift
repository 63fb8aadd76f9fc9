/// The least a page can cost when its fetch runs off the main actor in a task of its own
/// while its caller waits on the main actor, as a `PagingLoader`'s page does: no state, no
/// checks, only the hand-off and the append.
///
/// `loadMore()` suspends its caller on a continuation, starts a task on the cooperative pool
/// that fetches and resumes the continuation with the page, and appends the page when the
/// caller resumes on the main actor. That is the loader's path for a page stripped of
/// everything else (one main-actor and two pool jobs, the `costs` workload: the task's start,
/// the continuation's resumption, which the runtime always runs on the pool, and the caller's
/// hop back to the main actor): the loader's page cannot take less time than this one,
/// whatever its own work; and against the view model that fetches on the main actor, this
/// says what fetching off it costs by itself.
@MainActor
final class HandOffPagingBaseline {
  private(set) var posts: [Post] = []
  private let getPosts: @concurrent @Sendable (_ after: Post?) async -> [Post]

  init(getPosts: @escaping @concurrent @Sendable (_ after: Post?) async -> [Post]) {
    self.getPosts = getPosts
  }

  /// Loads the page after the last loaded post (the first page when none is loaded).
  func loadMore() async {
    let last = posts.last
    let getPosts = getPosts
    let page = await withUnsafeContinuation { (continuation: UnsafeContinuation<[Post], Never>) in
      Task { @concurrent in continuation.resume(returning: await getPosts(last)) }
    }
    posts.append(contentsOf: page)
  }
}
