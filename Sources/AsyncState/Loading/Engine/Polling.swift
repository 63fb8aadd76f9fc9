/// Why a loader's background work (polling, a live subscription) is paused.
enum LoaderPause: Hashable {
  /// No screen holds the loader's cache entry.
  case unused
  /// The app is in the background (``LoaderCache/appDidEnterBackground()``).
  case background
  /// The loader was watched through `observe(_:)` or `states`, and the last of those
  /// watchers went away (noticed when a poll is due); the next watcher resumes polling.
  case unwatched
}

/// A loader's polling bookkeeping (``LoaderConfiguration/pollInterval``), kept by its core so
/// that both loaders poll by the same rules (``LoaderCore/schedulePoll(elapsed:)``).
struct Polling {
  /// Starts a poll's load; set by the loader's first load (``LoaderCore/startPolling(_:)``).
  /// `nil` until then, and while polling is off.
  var poll: (@MainActor () -> Void)?
  /// Whether a load was asked for since the last `cancel()` or `reset()`: polling runs.
  var isOn: Bool { poll != nil }
  /// What pauses polling now.
  var pauses: Set<LoaderPause> = []
  /// Failed polls (or loads) in a row: the interval doubles with each, up to 16 times.
  var failures = 0
  /// When the last poll was scheduled from, on the loader's clock.
  var scheduledAt: Duration?
  /// Whether a watcher (`observe(_:)`, `states`) was ever attached: from then on, the loader
  /// polls only while one is.
  var wasWatched = false
}
