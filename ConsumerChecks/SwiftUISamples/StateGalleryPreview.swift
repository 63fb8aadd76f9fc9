// Sample: every state of a screen in one preview (Documentation.docc/SwiftUI.md).
import AsyncStateUI
import SwiftUI

nonisolated struct Post: Identifiable, Sendable {
  let id: Int
  let title: String

  static let samples = [Post(id: 1, title: "First"), Post(id: 2, title: "Second")]
}

nonisolated enum FeedError: Error {
  case offline
}

// begin sample
struct FeedList: View {
  let state: PagingState<[Post], FeedError>

  var body: some View {
    PagingList(state: state) { post in
      Text(post.title)
    } onLoadMore: {
    }
  }
}

#Preview("Feed, every state") {
  let states = PagingState.gallery(value: Post.samples, error: FeedError.offline)
  StateGalleryView(states) { state in
    FeedList(state: state)
  }
}

@MainActor func feedSnapshots() -> [(name: String, view: FeedList)] {
  PagingState.gallery(value: Post.samples, error: FeedError.offline).map { entry in
    (entry.name, FeedList(state: entry.state))
  }
}
// end sample
