#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  public import AsyncState
  public import SwiftUI

  /// A view controller that shows a ``LoaderInspectorView`` of a cache, for a UIKit app: the
  /// same rows, filter, entry details and actions, and, for a cache with a store, the saved
  /// values' events and clearing them.
  ///
  /// Present it from a debug menu, in debug builds only; the inspector records only while
  /// the view is on screen.
  ///
  /// ```swift
  /// #if DEBUG
  ///   let inspector = LoaderInspectorViewController(cache: cache)
  ///   present(inspector, animated: true)
  /// #endif
  /// ```
  public final class LoaderInspectorViewController: UIHostingController<LoaderInspectorView> {
    /// Creates the controller.
    ///
    /// ```swift
    /// let inspector = LoaderInspectorViewController(cache: cache)
    /// ```
    ///
    /// - Parameter cache: The cache to inspect.
    public init(cache: LoaderCache) {
      super.init(rootView: LoaderInspectorView(cache: cache))
    }

    /// Not available: create the controller with ``init(cache:)``.
    @available(*, unavailable)
    public required init?(coder aDecoder: NSCoder) {
      fatalError("LoaderInspectorViewController: use init(cache:)")
    }
  }
#endif
