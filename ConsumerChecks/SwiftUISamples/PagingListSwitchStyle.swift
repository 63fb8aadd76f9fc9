// Sample: the switch style of PagingList (Documentation.docc/SwiftUI.md).
import AsyncStateUI
import SwiftUI

nonisolated struct Post: Identifiable, Sendable {
  let id: Int
  let title: String
}

nonisolated enum API {
  static func posts(after id: Int?) async throws -> [Post] { [] }
}

// begin sample
struct SwitchStyleFeed: View {
  @State private var state = PagingState<[Post], any Error>.idle

  var body: some View {
    PagingList(state: state) { post in
      Text(post.title)
    } onLoadMore: {
      Task { await fetchMore() }
    } onRetry: {
      Task { await retry() }
    }
    .task { await fetchFirst() }
    .refreshable { await fetchFirst() }
  }

  private func fetchFirst() async {
    guard state.startLoading() else { return }
    do {
      let posts = try await API.posts(after: nil)
      state.succeed(with: posts, hasMore: posts.count == 30)
    } catch {
      state.fail(with: error)
    }
  }

  private func fetchMore() async {
    guard let last = state.value?.last, state.startLoadingMore() else { return }
    do {
      let page = try await API.posts(after: last.id)
      state.appendPage(page, hasMore: page.count == 30)
    } catch {
      state.fail(with: error)
    }
  }

  private func retry() async {
    if state.isLoadMoreFailure { await fetchMore() } else { await fetchFirst() }
  }
}
// end sample
