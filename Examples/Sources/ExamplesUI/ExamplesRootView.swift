#if canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// The sample app's first screen: one row per design source, and the API settings.
  public struct ExamplesRootView: View {
    @State private var model = ExamplesModel()

    /// Creates the root view, with its own fake API and models.
    public init() {}

    /// The list of screens, in a navigation stack.
    public var body: some View {
      NavigationStack {
        List {
          Section {
            NavigationLink {
              UserListScreen(model: model.users)
            } label: {
              ScreenRow(source: "000", title: "Users", detail: "idle / loading / loaded(Result)")
            }
            NavigationLink {
              RemoteImageScreen(api: model.api)
            } label: {
              ScreenRow(
                source: "001", title: "Remote image", detail: "AsyncPhase, cancelled on leave")
            }
            NavigationLink {
              AboutParentScreen(model: model.about)
            } label: {
              ScreenRow(source: "002", title: "About", detail: "loaded once by its parent")
            }
            NavigationLink {
              AccountScreen(model: model.account)
            } label: {
              ScreenRow(source: "003", title: "Account", detail: "UIKit, delegate style")
            }
            NavigationLink {
              FeedTabs(model: model)
            } label: {
              ScreenRow(source: "004", title: "Posts feed", detail: "paging, every style, UIKit")
            }
            NavigationLink {
              SearchScreen(model: model.search)
            } label: {
              ScreenRow(source: "004", title: "Search", detail: "InputLoader: search as you type")
            }
            NavigationLink {
              ComposeScreen(model: model.compose)
            } label: {
              ScreenRow(source: "004", title: "Compose", detail: "ActionRunner: send, alert once")
            }
            NavigationLink {
              LikesScreen(model: model.likes)
            } label: {
              ScreenRow(
                source: "004", title: "Likes", detail: "ActionRunner.perKey: optimistic like")
            }
            NavigationLink {
              StateGalleryScreen()
            } label: {
              ScreenRow(source: "004", title: "State gallery", detail: "the feed in every state")
            }
          } header: {
            Text("Design sources")
          }
          Section {
            NavigationLink {
              SettingsScreen(model: model.settings)
            } label: {
              ScreenRow(source: "API", title: "Settings", detail: model.settings.summary)
            }
          } footer: {
            Text("Latency, failure rate and seed of the fake API every screen loads from.")
          }
        }
        .navigationTitle("AsyncState")
      }
    }
  }

  /// A row of the root list.
  struct ScreenRow: View {
    let source: String
    let title: String
    let detail: String

    var body: some View {
      VStack(alignment: .leading) {
        Text(verbatim: "\(source) · \(title)").font(.headline)
        Text(verbatim: detail).font(.footnote).foregroundStyle(.secondary)
      }
    }
  }

  #Preview("Root") {
    ExamplesRootView()
  }
#endif
