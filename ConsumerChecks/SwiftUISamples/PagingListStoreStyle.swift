// Sample: the store style of PagingList (Documentation.docc/SwiftUI.md).
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
struct StoreStyleFeed: View {
  @State private var feed = PagingLoader(
    pageSize: 30,
    fetchFirst: { try await API.posts(after: nil) },
    fetchMore: { last in try await API.posts(after: last.id) }
  )

  var body: some View {
    PagingList(loader: feed) { post in
      Text(post.title)
    }
  }
}
// end sample
