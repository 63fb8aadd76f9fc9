#if canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// Design source 000: one `AsyncPhase` property and a `switch`, instead of three flags.
  struct UserListScreen: View {
    let model: UserListModel

    var body: some View {
      Group {
        // `model.content` is the switch over `phase`, tested in ExamplesCore.
        switch model.content {
        case .idle:
          Color.clear
        case .loading:
          ProgressView()
        case .users(let users):
          List(users) { user in
            Text(verbatim: user.name)
          }
        case .failed(let message):
          ContentUnavailableView {
            Label("Couldn't Load Users", systemImage: "exclamationmark.triangle")
          } description: {
            Text(verbatim: message)
          } actions: {
            Button("Try Again") { Task { await model.reload() } }
          }
        }
      }
      .navigationTitle("000 · Users")
      .task { await model.appear() }
      .refreshable { await model.reload() }
    }
  }

  #Preview("000 · Users") {
    NavigationStack {
      UserListScreen(model: UserListModel(api: FakeAPI()))
    }
  }
#endif
