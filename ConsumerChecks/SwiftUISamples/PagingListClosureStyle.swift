// Sample: the closure style of PagingList (Documentation.docc/SwiftUI.md).
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
struct ClosureStyleFeed: View {
  var body: some View {
    PagingList(pageSize: 30) { post in
      Text(post.title)
    } fetchFirst: {
      try await API.posts(after: nil)
    } fetchMore: { last in
      try await API.posts(after: last.id)
    }
  }
}
// end sample
