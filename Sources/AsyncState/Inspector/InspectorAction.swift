/// Something an inspector can do to one cache entry; `LoaderInspector.actions(for:)` lists
/// the ones that apply to an entry now, and `LoaderInspector.perform(_:on:)` does one.
///
/// Package-only: the SwiftUI inspector and the demo build their buttons from it. An app calls
/// ``LoaderInspector``'s methods (``LoaderInspector/refetch(_:)`` and the others) instead.
package enum InspectorAction: Hashable, Sendable, CaseIterable {
  /// Fetches again now, even if the value is fresh; the value stays on screen meanwhile.
  case refetch
  /// Marks the value stale, as ``LoaderCache/invalidate(_:)`` does: revalidated now if a
  /// screen uses it, at its next load otherwise.
  case invalidate
  /// Cancels any load and returns the loader to idle.
  case reset
  /// Removes the entry from the cache; only an unused entry can be evicted.
  case evict
  /// Makes the entry's next fetch fail without calling the query, to see the screen's failure
  /// and retry. The failure is a timeout (``LoaderError/timedOut(after:)``) for a failure type
  /// that can hold one, and a simulated error for `any Error`; a loader that cannot fail (its
  /// failure type is `Never`) does not offer it.
  case failNextFetch
}

extension InspectorAction {
  /// A short title for a button or a menu, such as `Fail next fetch`.
  package var title: String {
    switch self {
    case .refetch: "Refetch"
    case .invalidate: "Invalidate"
    case .reset: "Reset"
    case .evict: "Evict"
    case .failNextFetch: "Fail next fetch"
    }
  }
}
