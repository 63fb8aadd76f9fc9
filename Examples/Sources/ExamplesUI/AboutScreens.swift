#if canImport(SwiftUI)
  import ExamplesCore
  import SwiftUI

  /// Design source 002, the parent: it holds the About model, links to the About screen, and
  /// resets the model.
  struct AboutParentScreen: View {
    let model: AboutModel

    var body: some View {
      List {
        Section {
          NavigationLink {
            AboutScreen(model: model)
          } label: {
            Text("About...")
          }
        } footer: {
          Text("The 'About' info is loaded once, no matter how many times it's visited.")
        }
        Section {
          Button("Reset Model") { model.reset() }
        } footer: {
          Text("Reset the model as if it had never been loaded before.")
        }
      }
      .navigationTitle("002 · Load once")
    }
  }

  /// Design source 002, the About screen: it shows the parent's model and asks it to load,
  /// which it does once.
  struct AboutScreen: View {
    let model: AboutModel

    var body: some View {
      Group {
        switch model.content {
        case .loading(let showsSpinner):
          if showsSpinner {
            ProgressView("Loading about info...")
          } else {
            Color.clear
          }
        case .info(let info):
          VStack(spacing: 8) {
            Text(verbatim: "About: \(info.text)")
            Text(verbatim: "Loaded by request \(info.loadNumber)").font(.footnote)
          }
        case .failed(let message):
          VStack(spacing: 12) {
            Text(verbatim: "Error: \(message)")
            Button("Try Again") { Task { await model.retry() } }
          }
        }
      }
      .navigationTitle("About")
      // A task the screen does not own: leaving mid-load does not cancel it.
      .onAppear { model.appear() }
    }
  }

  #Preview("002 · About") {
    NavigationStack {
      AboutParentScreen(model: AboutModel(api: FakeAPI()))
    }
  }
#endif
