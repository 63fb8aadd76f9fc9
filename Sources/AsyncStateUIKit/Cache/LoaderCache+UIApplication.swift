#if canImport(UIKit) && !os(watchOS)
  public import AsyncState
  public import Foundation
  import UIKit

  extension LoaderCache {
    /// Follows the app's own events, from UIKit's application notifications, until the
    /// calling task is cancelled: becoming active (``LoaderCache/appDidBecomeActive()``),
    /// going to the background (``LoaderCache/appDidEnterBackground()``, which pauses polling
    /// and live subscriptions) and memory warnings
    /// (``LoaderCache/didReceiveMemoryWarning()``).
    ///
    /// Call it for as long as the app runs — from the root view's `.task` in a SwiftUI app,
    /// or a task the app delegate keeps:
    ///
    /// ```swift
    /// Task { await cache.followApplicationEvents() }
    /// ```
    ///
    /// Becoming active revalidates only the stale entries in use, so the app coming back from
    /// Control Center a moment later fetches nothing. Network availability is not a UIKit
    /// notification: follow the app's own with ``LoaderCache/follow(_:from:)``.
    ///
    /// - Parameter center: The center UIKit posts to; the default one unless a test says
    ///   otherwise.
    public func followApplicationEvents(from center: NotificationCenter = .default) async {
      await follow(
        [
          UIApplication.didBecomeActiveNotification: { await $0.appDidBecomeActive() },
          UIApplication.didEnterBackgroundNotification: { $0.appDidEnterBackground() },
          UIApplication.didReceiveMemoryWarningNotification: { $0.didReceiveMemoryWarning() },
        ],
        from: center)
    }
  }
#endif
