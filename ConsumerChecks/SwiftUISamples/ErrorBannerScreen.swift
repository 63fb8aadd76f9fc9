// Sample: error banners from a BannerCenter (Documentation.docc/SwiftUI.md).
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
@MainActor @Observable final class FeedModel {
  let feed = PagingLoader(
    pageSize: 30,
    fetchFirst: { try await API.posts(after: nil) },
    fetchMore: { last in try await API.posts(after: last.id) }
  )
  let banners: BannerCenter<any Error>

  init() {
    banners = BannerCenter(observing: feed)
  }
}

struct FeedScreen: View {
  @State private var model = FeedModel()

  var body: some View {
    PagingList(loader: model.feed) { post in
      Text(post.title)
    }
    .errorBanner(model.banners)
    .revalidateOnForeground(model.feed)
  }
}
// end sample
