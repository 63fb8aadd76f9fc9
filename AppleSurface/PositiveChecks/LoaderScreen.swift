// End-to-end check: a SwiftUI screen over AsyncState's DataLoader, written the way the adapters
// and the sample app will be, type-checked against AppleSurface in both configurations. It only
// touches `state`, `load()` and `refresh()`, the part of the loader API that is settled.

import AsyncState
import SwiftUI

/// A style set through the environment, the way `.dataStateStyle` will be.
struct LoaderStyle: Sendable {
  var showsSpinner = true
}

extension EnvironmentValues {
  @Entry var loaderStyle = LoaderStyle()
}

extension View {
  func loaderStyle(_ style: LoaderStyle) -> some View {
    environment(\.loaderStyle, style)
  }
}

struct LoaderScreen<Value: Sendable, Failure: Error>: View {
  let loader: DataLoader<Value, Failure>
  @Environment(\.loaderStyle) private var style
  @Environment(\.scenePhase) private var scenePhase
  @State private var announced = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(verbatim: String(describing: loader.state))
        .font(.headline)
        .foregroundStyle(.secondary)
      if style.showsSpinner {
        ProgressView("Loading")
      } else {
        ContentUnavailableView("Nothing yet", systemImage: "tray", description: Text("Pull down"))
      }
      Button("Retry", systemImage: "arrow.clockwise") {
        Task { await loader.refresh() }
      }
      .accessibilityLabel("Retry loading")
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .overlay(alignment: .top) {
      if announced { Text("Updated").padding(4) }
    }
    .task { await loader.load() }
    .refreshable { await loader.refresh() }
    .onChange(of: scenePhase) { _, phase in
      if phase == .active {
        AccessibilityNotification.Announcement("Refreshed").post()
        announced = true
      }
    }
  }
}

struct Row: Identifiable, Sendable {
  let id: Int
  let title: String
}

struct RowList: View {
  let rows: [Row]
  let onReachEnd: @MainActor () async -> Void

  var body: some View {
    List {
      ForEach(rows) { row in
        Text(row.title)
          .listRowSeparator(.hidden)
      }
      Section {
        ProgressView()
          .task { await onReachEnd() }
      } footer: {
        Text("End")
      }
    }
    .safeAreaInset(edge: .bottom) {
      Text("Banner").padding(.horizontal, 12)
    }
    .navigationTitle("Rows")
  }
}

struct SampleApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        NavigationStack {
          RowList(rows: [Row(id: 1, title: "One")]) {}
        }
        .tabItem { Label("Rows", systemImage: "list.bullet") }
        Text("Settings")
          .tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }
}

#Preview("Rows") {
  RowList(rows: [Row(id: 1, title: "One"), Row(id: 2, title: "Two")]) {}
}

struct Banner: View {
  @State private var isShown = false

  var body: some View {
    VStack {
      if isShown {
        Text("Couldn't refresh")
          .transition(.move(edge: .top).combined(with: .opacity))
      }
    }
    .animation(.default, value: isShown)
    .onAppear { withAnimation { isShown = true } }
  }
}
