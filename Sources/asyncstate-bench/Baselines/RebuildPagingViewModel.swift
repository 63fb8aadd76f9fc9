import Observation

/// The seed deck's paging screen (seed 004, case 4): every page rebuilds the list with
/// `dataState = .success(old + new)`, copying every loaded item.
@MainActor
@Observable
final class RebuildPagingViewModel {
  private(set) var dataState: DeckPagingState<[Post], any Error> = .idle
  @ObservationIgnored private let getPosts:
    @Sendable (_ minID: Int, _ count: Int) async throws
      -> [Post]
  @ObservationIgnored private let count: Int

  init(
    count: Int,
    getPosts: @escaping @Sendable (_ minID: Int, _ count: Int) async throws -> [Post]
  ) {
    self.count = count
    self.getPosts = getPosts
  }

  func fetchInitial() async {
    guard !dataState.isLoadingOrPaging else { return }
    dataState.startLoading()
    do {
      dataState = .success(try await getPosts(0, count))
    } catch {
      dataState = .loadingFailure(error)
    }
  }

  func fetchMore() async {
    let old: [Post]
    switch dataState {
    case .success(let value), .pagingFailure(let value, _): old = value
    default: return
    }
    guard let lastID = old.last?.id else { return }
    dataState = .paging(old)
    do {
      let new = try await getPosts(lastID + 1, count)
      dataState = .success(old + new)
    } catch {
      dataState = .pagingFailure(old, error)
    }
  }

  /// The loaded posts.
  var posts: [Post] {
    switch dataState {
    case .reLoading(let value), .success(let value), .paging(let value),
      .pagingFailure(let value, _):
      value
    case .idle, .initialLoading, .retryLoading, .loadingFailure:
      []
    }
  }
}
