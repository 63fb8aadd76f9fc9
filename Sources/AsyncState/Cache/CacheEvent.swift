/// Something that happened to the app that a ``LoaderCache`` reacts to.
///
/// The core does not observe the platform: the app (or the SwiftUI and UIKit layers) turns
/// scene phases, reachability and memory warnings into these events and hands them to
/// ``LoaderCache/handle(_:)``, or streams them to ``LoaderCache/handle(events:)``.
///
/// ```swift
/// // SwiftUI
/// .onChange(of: scenePhase) { _, phase in
///   if phase == .active { Task { await cache.handle(.didBecomeActive) } }
/// }
///
/// // Any platform: one stream the app feeds from its observers.
/// let (events, continuation) = AsyncStream.makeStream(of: CacheEvent.self)
/// Task { await cache.handle(events: events) }
/// continuation.yield(.networkAvailable)
/// ```
public enum CacheEvent: Hashable, Sendable {
  /// The app came back to the foreground: stale entries in use revalidate, and polling
  /// resumes.
  case didBecomeActive
  /// The app went to the background: no entry polls until ``didBecomeActive``
  /// (``LoaderConfiguration/pollInterval``).
  ///
  /// ```swift
  /// .onChange(of: scenePhase) { _, phase in
  ///   switch phase {
  ///   case .background: Task { await cache.handle(.didEnterBackground) }
  ///   case .active: Task { await cache.handle(.didBecomeActive) }
  ///   default: break
  ///   }
  /// }
  /// ```
  case didEnterBackground
  /// The network came back: stale entries in use revalidate, and those in use that failed
  /// with nothing on screen load again.
  case networkAvailable
  /// The system is short of memory: every unused entry is evicted.
  case memoryWarning
}
