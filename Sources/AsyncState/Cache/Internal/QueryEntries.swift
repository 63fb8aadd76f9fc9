/// The entries of one query type and kind, by query: typed, so a lookup hashes and compares
/// the query directly rather than through `AnyHashable`.
///
/// A cache keeps one per query type and kind (data or paging), found by the type's
/// `ObjectIdentifier`. A lookup reads only ``slots``: the loader and whether the entry is
/// listed unused, without touching the entry object.
///
/// Not isolated, so a lookup can read a slot through an unretained reference; only its cache
/// (on the main actor) touches it.
///
/// Measured by the benchmark's `cache-lookup` workload (a lookup against a plain
/// `[Key: DataLoader]`; BENCHMARKS.md, "What the cache workloads changed"): keys stored as
/// `AnyHashable` made a lookup 18.7× the dictionary; a typed store per query type, 3.0×.
@usableFromInline
final class QueryEntries<Query: CacheQuery>: EntryStore {
  /// What a lookup needs of each entry.
  @usableFromInline @exclusivity(unchecked) var slots: [Query: LoaderSlot] = [:]
  /// The entries, which own their loaders.
  var entries: [Query: CacheEntry] = [:]

  init() {}

  /// The slot of a query in a store the caller does not retain (the cache holds its stores
  /// for its whole life).
  @inlinable
  @inline(__always)
  static func slot(for query: Query, in store: Unmanaged<QueryEntries>) -> LoaderSlot? {
    store._withUnsafeGuaranteedRef { $0.slots[query] }
  }

  var allEntries: [CacheEntry] {
    Array(entries.values)
  }
}

/// What a lookup reads of a cache entry, stored inline in its store's dictionary: the
/// entry's loader, unretained, and whether the entry is listed unused, in one word.
///
/// One word, so the store's values are as small as a dictionary of loaders: the loader's
/// address, with its lowest bit (always zero: objects are aligned) set while the entry is
/// listed unused. Unretained: the entry holds the loader, and leaves the store (this slot
/// first) before it lets it go. The slot spares a lookup reading the entry object (a cache
/// miss across the benchmark's 1,024 entries); with it and the store read unretained,
/// `cache-lookup` reads 1.4× to 1.5× the dictionary (target ≤ 1.5×).
@usableFromInline
struct LoaderSlot {
  @usableFromInline var bits: UInt

  init(loader: AnyObject) {
    bits = UInt(bitPattern: Unmanaged.passUnretained(loader).toOpaque())
  }

  /// Whether the entry is listed unused: a lookup then tells the cache it is used again.
  @inlinable
  var isUnused: Bool {
    get { bits & 1 != 0 }
    set { bits = newValue ? bits | 1 : bits & ~1 }
  }

  /// The loader, retained by the caller.
  @inlinable
  var loader: AnyObject {
    // The bits hold an object's address: never null.
    Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits & ~1)!)
      .takeUnretainedValue()
  }
}

/// What a ``LoaderCache`` does to the entries of any query type.
protocol EntryStore: AnyObject {
  /// Every entry of the type.
  var allEntries: [CacheEntry] { get }
}
