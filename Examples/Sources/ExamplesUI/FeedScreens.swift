#if canImport(SwiftUI)
  import AsyncState
  import ExamplesCore
  import SwiftUI

  /// Design source 004: the posts feed, one tab per way of writing it.
  ///
  /// The switch style is here; the fetch, bindable and simple styles of `PagingList` (the
  /// deck's components that take the enum) come with AsyncStateUI's `PagingList`.
  struct FeedTabs: View {
    let model: ExamplesModel

    var body: some View {
      TabView {
        FeedSwitchScreen(model: model.feed)
          .tabItem { Label("Switch", systemImage: "list.bullet") }
        UIKitFeedScreen(model: model.uikitFeed)
          .tabItem { Label("UIKit", systemImage: "square.stack") }
      }
      .navigationTitle("004 · Feed")
    }
  }

  /// The switch style: the screen owns the loader and switches over what it shows, as the
  /// README's `List` over a `PagingLoader` does.
  struct FeedSwitchScreen: View {
    let model: FeedModel

    var body: some View {
      FeedList(presentation: model.presentation) { action in
        await model.perform(action)
      }
      .task { await model.perform(.load) }
      .refreshable { await model.perform(.refresh) }
      .overlay(alignment: .top) { BannerView(banners: model.banners) }
    }
  }

  /// The feed for one presentation: the placeholder and spinner, the full-screen failure or
  /// empty view, or the posts with their footer row.
  struct FeedList: View {
    let presentation: ScreenPresentation<[Post], any Error>
    let perform: @MainActor (LoaderAction) async -> Void

    var body: some View {
      if let unavailable = presentation.unavailableContent(isEmpty: \.isEmpty) {
        UnavailableView(content: unavailable, perform: perform)
      } else if let posts = presentation.content {
        List {
          ForEach(posts) { post in
            VStack(alignment: .leading) {
              Text(verbatim: post.title)
              Text(verbatim: "Loaded by request \(post.loadNumber)")
                .font(.footnote).foregroundStyle(.secondary)
            }
          }
          if let footer = ListFooterRow(presentation.footer) {
            FooterRow(row: footer, perform: perform)
              // A new page (a new count) makes a new task, so a footer that stays in view
              // asks for the next page too; the loader joins a page already loading.
              .task(id: posts.count) {
                if presentation.footer.isLoadMoreTrigger { await perform(.loadMore) }
              }
          }
        }
      } else if presentation.showsBlockingSpinner {
        ProgressView()
      } else {
        Color.clear
      }
    }
  }

  /// The row below the posts.
  struct FooterRow: View {
    let row: ListFooterRow
    let perform: @MainActor (LoaderAction) async -> Void

    var body: some View {
      switch row {
      case .loading:
        ProgressView().frame(maxWidth: .infinity)
      case .retry(let message):
        HStack {
          Text(verbatim: message).font(.footnote)
          Spacer()
          if let action = row.action {
            Button("Try Again") { Task { await perform(action) } }
          }
        }
      case .end:
        Text("No more posts").font(.footnote).foregroundStyle(.secondary)
      }
    }
  }

  /// A failure or an empty result in place of the content, with its button.
  struct UnavailableView: View {
    let content: UnavailableContent
    let perform: @MainActor (LoaderAction) async -> Void

    var body: some View {
      ContentUnavailableView {
        Label(content.title, systemImage: content.systemImage)
      } description: {
        Text(verbatim: content.message ?? "")
      } actions: {
        if let button = content.button {
          Button(button.title) { Task { await perform(button.action) } }
        }
      }
    }
  }

  /// The banner of a failed refresh, shown once; a tap dismisses it.
  struct BannerView: View {
    let banners: BannerCenter<any Error>

    var body: some View {
      if let banner = banners.current {
        Button {
          banners.dismiss(banner)
        } label: {
          Label(banner.message, systemImage: "exclamationmark.triangle")
        }
        .padding()
      }
    }
  }

  #Preview("004 · Feed") {
    NavigationStack {
      FeedTabs(model: ExamplesModel())
    }
  }
#endif
