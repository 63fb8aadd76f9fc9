#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  extension View {
    /// Revalidates a loader's value when the app comes back to the foreground.
    ///
    /// Follows the scene's `scenePhase`: when the scene becomes active after being in the
    /// background, the modifier calls the loader's `load()` (`ForegroundRevalidation`
    /// decides when). `load()` refreshes a value older than the loader's
    /// `LoaderConfiguration/staleAfter` — keeping it on screen — and leaves a fresh one
    /// alone, so nothing is fetched when the app comes back a moment later. A trip to
    /// `inactive` (Control Center, a system alert) revalidates nothing.
    ///
    /// ```swift
    /// @State private var feed = DataLoader(configuration: .init(staleAfter: .seconds(300))) {
    ///   try await API.feed()
    /// }
    ///
    /// var body: some View {
    ///   DataStateView(loader: feed) { FeedView($0) }
    ///     .revalidateOnForeground(feed)
    /// }
    /// ```
    ///
    /// - Parameter source: The loader to revalidate, such as a `DataLoader` or a
    ///   `PagingLoader`.
    /// - Returns: A view that revalidates `source` when the app returns to the foreground.
    public nonisolated func revalidateOnForeground(_ source: some LoadingSource) -> some View {
      modifier(RevalidateOnForegroundModifier(source: source))
    }
  }

  private nonisolated struct RevalidateOnForegroundModifier<Source: LoadingSource>: ViewModifier {
    let source: Source
    @Environment(\.scenePhase) private var scenePhase
    @State private var revalidation = ForegroundRevalidation()

    @MainActor func body(content: Content) -> some View {
      content
        .onChange(of: scenePhase, initial: true) { _, phase in
          if revalidation.phaseChanged(to: ForegroundRevalidation.Phase(phase)) {
            Task { await source.load() }
          }
        }
    }
  }

  extension ForegroundRevalidation.Phase {
    /// The phase of a SwiftUI scene; a phase added in a later SDK counts as `inactive`, which
    /// revalidates nothing.
    nonisolated init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .inactive: self = .inactive
      case .background: self = .background
      @unknown default: self = .inactive
      }
    }
  }
#endif
