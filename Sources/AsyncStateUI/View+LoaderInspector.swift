#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  extension View {
    /// Shows a ``LoaderInspectorView`` of a cache while `isPresented` is true: in a sheet, or
    /// over this view.
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
    /// Pass `presentation: .overlay` to draw it over the view instead, such as in a window
    /// that has no room for a sheet.
    ///
    /// - Parameters:
    ///   - cache: The cache to inspect.
    ///   - isPresented: Whether the inspector is shown; the inspector sets it to false when it
    ///     is closed.
    ///   - presentation: A sheet (the default), resting at half height so the screen stays in
    ///     sight, or an overlay.
    /// - Returns: A view that shows the inspector while `isPresented` is true.
    @ViewBuilder
    public nonisolated func loaderInspector(
      _ cache: LoaderCache, isPresented: Binding<Bool>,
      presentation: LoaderInspectorView.Presentation = .sheet
    ) -> some View {
      switch presentation {
      case .sheet:
        sheet(isPresented: isPresented) {
          LoaderInspectorView(cache: cache, close: { isPresented.wrappedValue = false })
            .presentationDetents([.medium, .large])
        }
      case .overlay:
        overlay {
          if isPresented.wrappedValue {
            LoaderInspectorView(cache: cache, close: { isPresented.wrappedValue = false })
          }
        }
      }
    }
  }
#endif
