/// A screen's hold on a ``LoaderCache`` entry: while a lease is alive, its entry is in use and
/// never evicted.
///
/// `LoaderCache.loader(for:)` returns one. Keep it as long as the screen shows
/// the data — in a SwiftUI `@State`, in a view controller's stored property, in a view model —
/// and read the loader through it. When the last reference to the lease goes away, the entry
/// becomes unused: it stays in the cache for ``CacheConfiguration/unusedLifetime`` (a screen
/// that comes back finds it), and may be evicted after that, or sooner when the cache is over
/// ``CacheConfiguration/maxEntries`` or receives a memory warning.
///
/// Every screen holding the same entry shares one lease object: asking again for a key whose
/// lease is alive returns it, so a lookup costs no allocation. An entry is in use while *any*
/// reference to its lease is alive; there is nothing to release by hand.
///
/// ```swift
/// struct UserScreen: View {
///   @State private var user: LoaderLease<DataLoader<User, any Error>>
///
///   init(id: User.ID, cache: LoaderCache) {
///     _user = State(initialValue: cache.loader(for: UserQuery(id: id)))
///   }
///
///   var body: some View {
///     UserView(state: user.loader.state)
///       .task { await user.loader.load() }
///       .refreshable { await user.loader.refresh() }
///   }
/// }
///
/// // UIKit: the controller holds the lease; the entry is unused once it is deallocated.
/// final class UserViewController: UIViewController {
///   private let user: LoaderLease<DataLoader<User, any Error>>
/// }
/// ```
///
/// > Warning: Keep the lease, not only its ``loader``. A loader kept without its lease still
/// > works, but its entry counts as unused: once evicted, other screens get a new loader and
/// > the two no longer share their data.
@MainActor
public final class LoaderLease<Loader: AnyObject> {
  /// The entry's loader, shared by every screen that holds the same key.
  public let loader: Loader
  let entry: CacheEntry
  let id: UInt64
  private let releases: ReleaseQueue

  init(loader: Loader, entry: CacheEntry, id: UInt64, releases: ReleaseQueue) {
    self.loader = loader
    self.entry = entry
    self.id = id
    self.releases = releases
  }

  /// The key of the entry, as the inspector prints it, such as `UserQuery(id: 42)`.
  public var keyDescription: String {
    entry.keyDescription
  }

  deinit {
    // The last reference may go on any thread: the release is recorded, with its time, and
    // the cache marks the entry unused on the main actor. The lease's id keeps a late release
    // from ending a newer lease on the same entry.
    releases.add(entry, leaseID: id)
  }
}
