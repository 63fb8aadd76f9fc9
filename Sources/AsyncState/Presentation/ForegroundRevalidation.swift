/// Decides when a screen revalidates its data because the app came back to the foreground.
///
/// An app that went to the background may come back hours later to a screen whose data is
/// old. Follow the scene's phase and, when this says so, call the loader's `load()`: with
/// `LoaderConfiguration/staleAfter` set, `load()` refreshes a value that went stale (kept on
/// screen while it refreshes) and does nothing to a fresh one — so coming back a second
/// later fetches nothing.
///
/// | From | To | Revalidate |
/// |---|---|---|
/// | (nothing: the first phase seen) | any | no |
/// | `background`, directly or through `inactive` | `active` | yes |
/// | `inactive`, not after `background` | `active` | no |
/// | any | `inactive`, `background` | no |
///
/// A trip to `inactive` alone — a system alert, Control Center, the app switcher opened and
/// closed — is not leaving the app, so it revalidates nothing. The first phase seen is the
/// screen appearing, which its first load covers.
///
/// AsyncStateUI's `revalidateOnForeground(_:)` does this with SwiftUI's `scenePhase`; a UIKit
/// scene delegate reports its scene's activation state the same way:
///
/// ```swift
/// var revalidation = ForegroundRevalidation()
///
/// func sceneDidBecomeActive(_ scene: UIScene) {
///   if revalidation.phaseChanged(to: .active) { Task { await loader.load() } }
/// }
///
/// func sceneDidEnterBackground(_ scene: UIScene) {
///   _ = revalidation.phaseChanged(to: .background)
/// }
/// ```
package struct ForegroundRevalidation: Sendable, Hashable {
  /// The phase of the app's scene, as the revalidation sees it.
  package enum Phase: Sendable, Hashable, CaseIterable {
    /// In the foreground and receiving events.
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// Not visible.
    case background
  }

  /// The phase last reported, or `nil` before the first.
  package private(set) var phase: Phase?
  /// Whether the scene went to the background since it was last active.
  package private(set) var wentToBackground = false

  /// Creates a revalidation that has seen no phase yet.
  package init() {}

  /// Reports the scene's phase, on every change and once when the screen appears.
  ///
  /// - Parameter newPhase: The phase now.
  /// - Returns: Whether to revalidate now: the scene became active after being in the
  ///   background.
  package mutating func phaseChanged(to newPhase: Phase) -> Bool {
    let isFirst = phase == nil
    phase = newPhase
    switch newPhase {
    case .background:
      wentToBackground = true
      return false
    case .inactive:
      return false
    case .active:
      defer { wentToBackground = false }
      return wentToBackground && !isFirst
    }
  }
}
