/// A ``StateSource`` that loads on request: what a screen's lifecycle drives.
///
/// ``DataLoader`` and ``PagingLoader`` conform. View helpers that start loads — a first load
/// when a screen appears, a revalidation when the app comes back to the foreground, a pull to
/// refresh — are written against this protocol, so they work with either loader and with a
/// loader of your own.
///
/// ```swift
/// func appeared(_ source: some LoadingSource) async {
///   await source.load()   // loads once; a loaded, fresh value is kept as it is
/// }
/// ```
@MainActor
public protocol LoadingSource: StateSource {
  /// Makes sure the value is loaded, fetching only when needed: a first load, a retry after a
  /// failure, or a revalidation of a stale value. Does nothing to a fresh value.
  func load() async

  /// Fetches again, keeping what is on screen; returns when the load ends.
  func refresh() async
}
