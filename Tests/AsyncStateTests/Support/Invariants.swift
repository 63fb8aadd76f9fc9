/// What a random sequence of transitions has reported so far, and the invariants the state
/// must satisfy because of it.
///
/// The invariants, stated precisely:
/// - **A loaded value stays available.** Once a load succeeds, `value` is that value in
///   every later state until a later success replaces it (`succeed(with:)`, or
///   `appendPage(_:hasMore:)` with the page appended) or `reset()`. No value appears that
///   was not loaded.
/// - **A failure stays observable** (`error` is that failure) until a success, a reset, or
///   a new load that starts from a state with a value. That last exception follows the
///   seed deck: `refreshFailure(v, e)` → `startLoading()` → `refreshing(v)` and
///   `loadMoreFailure(v, e)` → `startLoadingMore()` / `startLoading()` → `loadingMore(v)` /
///   `refreshing(v)` put the kept value on screen and hide the old error while the new load
///   runs; the error returns if that load fails again. (The bare enum's `cancelLoading()`
///   then settles on `success(v)`; a loader that restores the state a load started from
///   brings the error back.) No failure appears that was not reported.
/// - **`isLoading` is true exactly in the loading cases.**
struct Invariants {
  /// A transition the state accepted, as far as the invariants care.
  enum Event {
    /// `startLoading()` or `startLoadingMore()`; `fromValue` is whether the state it started
    /// from had a value.
    case start(fromValue: Bool)
    /// `succeed(with:)` or `appendPage(_:hasMore:)`, with the value now loaded.
    case succeed(Items)
    case fail(TestFailure)
    case cancel
    case reset
  }

  /// The value loaded last and not reset since.
  private(set) var loaded: Items?
  /// The failure reported last, while it must still be observable.
  private(set) var failure: TestFailure?

  /// Starts from an arbitrary state: what it shows counts as reported.
  init(value: Items?, error: TestFailure?) {
    loaded = value
    failure = error
  }

  mutating func record(_ event: Event) {
    switch event {
    case .start(let fromValue):
      if fromValue { failure = nil }
    case .succeed(let value):
      loaded = value
      failure = nil
    case .fail(let error):
      failure = error
    case .cancel:
      break
    case .reset:
      loaded = nil
      failure = nil
    }
  }

  /// The first invariant the state breaks, or `nil` if it keeps them all.
  func violation(
    value: Items?,
    error: TestFailure?,
    isLoading: Bool,
    isLoadingCase: Bool
  ) -> String? {
    if value != loaded {
      return "value is \(String(describing: value)), expected \(String(describing: loaded))"
    }
    if error != failure {
      return "error is \(String(describing: error)), expected \(String(describing: failure))"
    }
    if isLoading != isLoadingCase {
      return "isLoading is \(isLoading) in a case where it must be \(isLoadingCase)"
    }
    return nil
  }
}
