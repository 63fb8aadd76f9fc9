#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  extension View {
    /// Shows a ``LoaderInspectorView`` of a cache over this view while `isPresented` is true.
    ///
    /// The inspector records the cache's transitions only while it is shown; hidden, it costs
    /// the app nothing. Keep it out of release builds:
    ///
    /// ```swift
    /// var body: some View {
    ///   FeedScreen(cache: cache)
    ///   #if DEBUG
    ///     .loaderInspector(cache, isPresented: showsInspector)
    ///   #endif
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cache: The cache to inspect.
    ///   - isPresented: Whether the inspector is shown.
    /// - Returns: A view with the inspector over it while `isPresented` is true.
    public nonisolated func loaderInspector(_ cache: LoaderCache, isPresented: Bool) -> some View {
      overlay {
        if isPresented { LoaderInspectorView(cache: cache) }
      }
    }
  }
#endif
