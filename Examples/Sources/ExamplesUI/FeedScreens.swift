#if canImport(SwiftUI)
  import AsyncStateUI
  import ExamplesCore
  import SwiftUI

  /// Design source 004: the posts feed in the slide deck's four styles of `PagingList`, and in
  /// UIKit, one tab each.
  ///
  /// | Tab | `PagingList` style | Performs the loads | The screen reads the state |
  /// |---|---|---|---|
  /// | Switch | `init(state:content:onLoadMore:onRetry:)` | the screen | yes |
  /// | Fetch | `init(loader:content:)` (the store style) | the list, and the screen | yes |
  /// | Bindable | `init(state:pageSize:…)` with a binding | the list | yes |
  /// | Simple | `init(pageSize:…)` (the closure style) | the list | no |
  /// | UIKit | `PagingListViewController` | the container | yes |
  struct FeedTabs: View {
    let model: ExamplesModel

    var body: some View {
      TabView {
        SwitchStyleFeed(model: model.feed)
          .tabItem { Label("Switch", systemImage: "arrow.triangle.branch") }
        FetchStyleFeed(model: model.storeFeed)
          .tabItem { Label("Fetch", systemImage: "tray.and.arrow.down") }
        BindableStyleFeed(source: model.feedSource)
          .tabItem { Label("Bindable", systemImage: "link") }
        SimpleStyleFeed(source: model.feedSource)
          .tabItem { Label("Simple", systemImage: "list.bullet") }
        UIKitFeedScreen(model: model.uikitFeed)
          .tabItem { Label("UIKit", systemImage: "square.stack") }
      }
      .navigationTitle("004 · Feed")
    }
  }

  /// The switch style: the screen owns the loads and hands the list a state; the deck's
  /// `PagingList(dataState:listContent:)` with `.task`, `.refreshable` and a banner.
  struct SwitchStyleFeed: View {
    let model: FeedModel

    var body: some View {
      PagingList(state: model.loader.state) { post in
        PostRow(post: post)
      } onLoadMore: {
        Task { await model.loader.loadMore() }
      } onRetry: {
        Task { await model.loader.retry() }
      }
      .task { await model.loader.load() }
      .refreshable { await model.loader.refresh() }
      .errorBanner(model.banners)
    }
  }

  /// The fetch style: the list performs every load of a loader the screen holds (the deck's
  /// `LoadingContentViewStore`), and the screen can read its state and raise the banner.
  struct FetchStyleFeed: View {
    let model: FeedModel

    var body: some View {
      PagingList(loader: model.loader) { post in
        PostRow(post: post)
      }
      .errorBanner(model.banners)
    }
  }

  /// The bindable style: the list loads into a state the screen owns, and the screen reads it.
  struct BindableStyleFeed: View {
    let source: FeedSource
    @State private var posts = PagingState<[Post], any Error>.idle

    var body: some View {
      PagingList(state: $posts, pageSize: source.pageSize) { post in
        PostRow(post: post)
      } fetchFirst: {
        try await source.firstPage()
      } fetchMore: { last in
        try await source.page(after: last)
      }
      .safeAreaInset(edge: .bottom) {
        // What the screen reads from the state it owns.
        Text(verbatim: posts.description).font(.footnote).foregroundStyle(.secondary)
      }
    }
  }

  /// The simple style: the list owns its state and performs every load; the screen hands it
  /// the fetches and the row, and cannot read the state.
  struct SimpleStyleFeed: View {
    let source: FeedSource

    var body: some View {
      PagingList(pageSize: source.pageSize) { post in
        PostRow(post: post)
      } fetchFirst: {
        try await source.firstPage()
      } fetchMore: { last in
        try await source.page(after: last)
      }
    }
  }

  /// A post's row.
  struct PostRow: View {
    let post: Post

    var body: some View {
      VStack(alignment: .leading) {
        Text(verbatim: post.title)
        Text(verbatim: "Loaded by request \(post.loadNumber)")
          .font(.footnote).foregroundStyle(.secondary)
      }
    }
  }

  #Preview("004 · Feed") {
    NavigationStack {
      FeedTabs(model: ExamplesModel())
    }
  }
#endif
