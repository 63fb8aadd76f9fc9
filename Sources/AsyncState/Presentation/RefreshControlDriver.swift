/// When a pull-to-refresh control starts a refresh, spins, and stops: the rules of a
/// `UIRefreshControl` wired to a loader, as a value.
///
/// The control's owner reports three events — the user pulled, the refresh it started
/// returned, the presentation changed — and performs the `Command` each returns. The control
/// ends exactly when the refresh ends: a loader's `refresh()` returns when the load it started
/// or joined ends, and that return is what ends a pulled control. A refresh started elsewhere
/// (a "Try Again" button, a stale value revalidating) spins the control while
/// `ScreenPresentation/isRefreshing` holds.
///
/// | Event | While | Then | Command |
/// |---|---|---|---|
/// | `pulled()` | no pulled refresh runs | spinning, awaiting | `Command/refresh` |
/// | `pulled()` | a pulled refresh runs | spinning | — |
/// | `refreshReturned()` | spinning | stopped | `Command/endRefreshing` |
/// | `refreshReturned()` | stopped | | — |
/// | `update(isRefreshing:)` `true` | stopped | spinning | `Command/beginRefreshing` |
/// | `update(isRefreshing:)` `false` | spinning, no pulled refresh runs | stopped | `Command/endRefreshing` |
/// | `update(isRefreshing:)` `false` | a pulled refresh runs | | — (its return ends it) |
///
/// A pull during a first load joins it (the loader's `refresh()` does) and spins until it ends.
///
/// ```swift
/// refreshControl.addAction(UIAction { [weak self] _ in
///   guard let self, driver.pulled() == .refresh else { return }
///   Task {
///     await loader.refresh()
///     if driver.refreshReturned() == .endRefreshing { refreshControl.endRefreshing() }
///   }
/// }, for: .valueChanged)
/// ```
package struct RefreshControlDriver: Sendable, Hashable {
  /// What the owner does to the control, or to the loader.
  package enum Command: Sendable, Hashable {
    /// Ask the loader to refresh (`LoadingSource/refresh()`), then report
    /// `RefreshControlDriver/refreshReturned()`.
    case refresh
    /// Make the control spin (`beginRefreshing()`): a refresh started elsewhere.
    case beginRefreshing
    /// Stop the control (`endRefreshing()`).
    case endRefreshing
  }

  /// Whether the control spins.
  package private(set) var isSpinning = false
  /// Whether a refresh started by a pull is running.
  package private(set) var isAwaitingRefresh = false

  /// Creates a driver for a control that is not spinning.
  package init() {}

  /// Reports that the user pulled the control; it spins already.
  ///
  /// - Returns: `Command/refresh`, unless a refresh started by a pull is still running.
  package mutating func pulled() -> Command? {
    isSpinning = true
    guard !isAwaitingRefresh else { return nil }
    isAwaitingRefresh = true
    return .refresh
  }

  /// Reports that the refresh a pull started returned: the load ended.
  ///
  /// - Returns: `Command/endRefreshing` if the control spins.
  package mutating func refreshReturned() -> Command? {
    isAwaitingRefresh = false
    guard isSpinning else { return nil }
    isSpinning = false
    return .endRefreshing
  }

  /// Reports whether the presentation shows a refresh (`ScreenPresentation/isRefreshing`).
  ///
  /// Safe to call on every state: a repeated value changes nothing.
  ///
  /// - Parameter isRefreshing: Whether a refresh runs with the content on screen.
  /// - Returns: `Command/beginRefreshing` when a refresh started elsewhere,
  ///   `Command/endRefreshing` when one that no pull awaits ended, else `nil`.
  package mutating func update(isRefreshing: Bool) -> Command? {
    if isRefreshing {
      guard !isSpinning else { return nil }
      isSpinning = true
      return .beginRefreshing
    }
    guard isSpinning, !isAwaitingRefresh else { return nil }
    isSpinning = false
    return .endRefreshing
  }
}
