#if canImport(UIKit) && !os(watchOS)
  public import AsyncState
  public import Foundation
  import UIKit

  extension CacheEvent {
    /// The app's own events for a ``LoaderCache``: becoming active
    /// (``CacheEvent/didBecomeActive``), going to the background
    /// (``CacheEvent/didEnterBackground``, which pauses polling and live subscriptions) and
    /// memory warnings (``CacheEvent/memoryWarning``), from UIKit's application notifications.
    ///
    /// Hand them to the app's cache for as long as the app runs — from the root view's `.task`
    /// in a SwiftUI app, or a task the app delegate keeps:
    ///
    /// ```swift
    /// Task { await cache.handle(events: CacheEvent.applicationEvents()) }
    /// ```
    ///
    /// Becoming active revalidates only the stale entries in use, so the app coming back from
    /// Control Center a moment later fetches nothing. Network availability is not a UIKit
    /// notification: map the app's own with ``CacheEvent/notifications(_:from:)``.
    ///
    /// - Parameter center: The center UIKit posts to; the default one unless a test says
    ///   otherwise.
    /// - Returns: The events, until the task reading them is cancelled.
    @MainActor
    public static func applicationEvents(
      from center: NotificationCenter = .default
    ) -> AsyncStream<CacheEvent> {
      notifications(
        [
          UIApplication.didBecomeActiveNotification: .didBecomeActive,
          UIApplication.didEnterBackgroundNotification: .didEnterBackground,
          UIApplication.didReceiveMemoryWarningNotification: .memoryWarning,
        ],
        from: center)
    }
  }
#endif
