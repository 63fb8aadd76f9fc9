/// Why a loader's state changed.
public enum TransitionCause: Hashable, Sendable {
  /// A load started: a first load, refresh, retry or page load (a refresh superseding a
  /// page load included).
  case loadStarted
  /// A load ended with a value or a page.
  case loadSucceeded
  /// A load ended with a failure.
  case loadFailed
  /// A load was cancelled, and the state it started from was restored.
  case loadCancelled
  /// The loader was reset to idle.
  case reset
}
