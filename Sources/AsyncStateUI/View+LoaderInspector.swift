#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  extension View {
    /// Shows a ``LoaderInspectorView`` of a cache in a sheet while `isPresented` is true.
    ///
    /// The inspector records the cache's transitions only while it is shown; hidden, it costs
    /// the app nothing. Its Close button sets `isPresented` to false, as does swiping a sheet
    /// down. Keep it out of release builds:
    ///
    /// ```swift
    /// struct RootView: View {
    ///   let cache: LoaderCache
    ///   @State private var showsInspector = false
    ///
    ///   var body: some View {
    ///     FeedScreen(cache: cache)
    ///     #if DEBUG
    ///       .loaderInspector(cache, isPresented: $showsInspector)
    ///     #endif
    ///   }
    /// }
    /// ```
    ///
    /// To draw it over the view instead, such as in a window that has no room for a sheet,
    /// use ``SwiftUI/View/loaderInspectorOverlay(_:isPresented:)``.
    ///
    /// - Parameters:
    ///   - cache: The cache to inspect.
    ///   - isPresented: Whether the inspector is shown; the inspector sets it to false when it
    ///     is closed.
    /// - Returns: A view that shows the inspector in a sheet, resting at half height so the
    ///   screen stays in sight, while `isPresented` is true.
    public nonisolated func loaderInspector(
      _ cache: LoaderCache, isPresented: Binding<Bool>
    ) -> some View {
      sheet(isPresented: isPresented) {
        LoaderInspectorView(cache: cache, close: { isPresented.wrappedValue = false })
          .presentationDetents([.medium, .large])
      }
    }

    /// Shows a ``LoaderInspectorView`` of a cache over this view, covering it, while
    /// `isPresented` is true.
    ///
    /// The overlay form of ``SwiftUI/View/loaderInspector(_:isPresented:)``, for a window
    /// that has no room for a sheet; it records only while shown, and its Close button sets
    /// `isPresented` to false:
    ///
    /// ```swift
    /// struct RootView: View {
    ///   let cache: LoaderCache
    ///   @State private var showsInspector = false
    ///
    ///   var body: some View {
    ///     FeedScreen(cache: cache)
    ///     #if DEBUG
    ///       .loaderInspectorOverlay(cache, isPresented: $showsInspector)
    ///     #endif
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cache: The cache to inspect.
    ///   - isPresented: Whether the inspector is shown; the inspector sets it to false when it
    ///     is closed.
    /// - Returns: A view that shows the inspector over it while `isPresented` is true.
    public nonisolated func loaderInspectorOverlay(
      _ cache: LoaderCache, isPresented: Binding<Bool>
    ) -> some View {
      overlay {
        if isPresented.wrappedValue {
          LoaderInspectorView(cache: cache, close: { isPresented.wrappedValue = false })
        }
      }
    }
  }
#endif
