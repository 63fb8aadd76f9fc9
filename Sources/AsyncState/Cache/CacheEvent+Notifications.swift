public import Foundation

extension CacheEvent {
  /// A center's notifications as cache events: each notification posted under one of the
  /// names becomes its event, until the stream's consumer stops (its task is cancelled).
  ///
  /// The platform layers name their own notifications
  /// (`CacheEvent.applicationEvents()` in AsyncStateUIKit maps UIKit's "did become active" and
  /// "memory warning"); an app adds its own, such as a reachability notification for
  /// ``networkAvailable``:
  ///
  /// ```swift
  /// let events = CacheEvent.notifications([.networkDidComeBack: .networkAvailable])
  /// Task { await cache.handle(events: events) }
  /// ```
  ///
  /// The observers are added at once, so nothing posted after this returns is missed, and
  /// removed when the stream ends. A notification is turned into its event on the thread that
  /// posts it; the cache handles it on the main actor.
  ///
  /// - Parameters:
  ///   - events: The event each notification name stands for.
  ///   - center: The center the notifications are posted to.
  /// - Returns: The events, in the order their notifications were posted.
  public static func notifications(
    _ events: [Notification.Name: CacheEvent],
    from center: NotificationCenter = .default
  ) -> AsyncStream<CacheEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: CacheEvent.self)
    let observers = NotificationObservers(center: center)
    for (name, event) in events {
      observers.add(
        center.addObserver(forName: name, object: nil, queue: nil) { _ in
          continuation.yield(event)
        })
    }
    continuation.onTermination = { _ in observers.removeAll() }
    return stream
  }
}
