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
  /// The value was replaced from outside a load, keeping whatever load is running: a
  /// ``LoaderCache`` wrote a value into its entry, applied an optimistic update, or rolled one
  /// back after its mutation failed.
  ///
  /// The state keeps its case and carries the new value — `success` stays `success`,
  /// `refreshing` stays `refreshing`, `refreshFailure` keeps its failure. A state without a
  /// value takes one: `idle` and `failure` become `success`, and a first load or a retry that
  /// is running becomes a refresh (`refreshing`), so the screen shows the value while the load
  /// goes on.
  ///
  /// A ``BannerCenter`` announces nothing for it: no load ended.
  ///
  /// ```swift
  /// let observation = loader.observe { _, cause in
  ///   if cause == .valueReplaced { animateChange() }
  /// }
  /// ```
  case valueReplaced
}
