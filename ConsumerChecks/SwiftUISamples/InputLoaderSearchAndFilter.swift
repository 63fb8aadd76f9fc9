// Sample: the documented pattern of an `InputLoader` (its DocC comment, and `PagingList`'s and
// `DataStateView`'s initializers that take one): a search field bound with `@Bindable`, the
// return key submitting, the first load from `task`, and a filter picker driving a second input
// loader with no debounce. Both configurations of Scripts/typecheck-apple.sh check it, the
// search over an `actor` API client.
import AsyncStateUI
import SwiftUI

nonisolated struct Post: Identifiable, Sendable {
  let id: Int
  let title: String
}

nonisolated enum OrderFilter: Hashable, Sendable, CaseIterable {
  case open, shipped
}

nonisolated struct Order: Identifiable, Sendable {
  let id: Int
}

actor SearchClient {
  static let shared = SearchClient()
  func posts(matching query: String, cursor: Int?) async throws -> Page<Post, Int> {
    Page(items: [], next: nil)
  }
  func orders(_ filter: OrderFilter) async throws -> [Order] { [] }
}

// begin sample
struct SearchScreen: View {
  @State private var search = InputLoader(input: "", isEmpty: { $0.count < 2 }) {
    (query: String, cursor: Int?) in
    try await SearchClient.shared.posts(matching: query, cursor: cursor)
  }
  @State private var orders = InputLoader(
    input: OrderFilter.open, debounce: .zero
  ) { filter in
    try await SearchClient.shared.orders(filter)
  }

  var body: some View {
    @Bindable var search = search
    @Bindable var orders = orders
    VStack {
      PagingList(loader: search) { post in
        Text(post.title)
      }
      .searchable(text: $search.input, prompt: "Search posts")
      .onSubmit(of: .search) { search.submit() }
      .task { await search.load() }

      Picker("Orders", selection: $orders.input) {
        Text("Open").tag(OrderFilter.open)
        Text("Shipped").tag(OrderFilter.shipped)
      }
      DataStateView(loader: orders) { list in
        Text("\(list.count) orders")
      }
    }
  }
}
// end sample

/// The same screen, drawn by hand from the loader's presentation: results being replaced are
/// dimmed under a small progress indicator.
struct HandDrawnSearch: View {
  @State private var search = InputLoader(input: "", isEmpty: { $0.isEmpty }) {
    (query: String, cursor: Int?) in
    try await SearchClient.shared.posts(matching: query, cursor: cursor)
  }

  var body: some View {
    @Bindable var search = search
    let presentation = search.presentation()
    List(presentation.content ?? []) { post in
      Text(post.title)
    }
    .opacity(presentation.isReplacing ? 0.5 : 1)
    .overlay(alignment: .top) {
      if presentation.isReplacing {
        ProgressView().controlSize(.small)
      }
    }
    .searchable(text: $search.input, prompt: "Search")
    .onSubmit(of: .search) { search.submit() }
    .task { await search.load() }
    .refreshable { await self.search.refresh() }
  }
}
