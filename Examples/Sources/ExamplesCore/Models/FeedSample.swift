public import AsyncState

/// Every state of the feed, with sample posts: the state gallery's entries, for previews and
/// the gallery screen.
public nonisolated enum FeedSample: String, CaseIterable, Identifiable, Sendable {
  case idle, initialLoading, success, refreshing, loadingMore, loadMoreFailure, endReached
  case failure, retrying, refreshFailure

  /// The sample's identity: its name.
  public var id: String { rawValue }

  /// The sample's name: the state's case name.
  public var name: String { rawValue }

  /// The sample state.
  public var state: PagingState<[Post], any Error> {
    let posts = Self.posts
    let error = APIError.injected(endpoint: .posts, request: 2)
    return switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .success: .success(posts)
    case .refreshing: .refreshing(posts)
    case .loadingMore: .loadingMore(posts)
    case .loadMoreFailure: .loadMoreFailure(posts, error)
    case .endReached: .endReached(posts)
    case .failure: .failure(error)
    case .retrying: .retrying(error)
    case .refreshFailure: .refreshFailure(posts, error)
    }
  }

  /// What a screen shows for the sample state.
  public var presentation: ScreenPresentation<[Post], any Error> {
    state.presentation()
  }

  /// Five sample posts.
  public static let posts = (1...5).map {
    Post(id: $0, title: "Sample post #\($0)", loadNumber: 1)
  }
}
