public import Foundation

/// Where a ``LoaderCache`` keeps the values of its persistent queries between launches: bytes
/// by key.
///
/// The package's store keeps one file per key: ``files(in:maxBytes:protection:)``. The cache
/// frames each value itself — its schema version, when it was loaded, its length and a
/// checksum around the encoded bytes — so a store only keeps and returns bytes. A store over
/// SQLite, SwiftData or a key-value service is made of five calls:
///
/// ```swift
/// actor KeyValueStorage {
///   var storage: [String: Data] = [:]
///   func data(for key: String) throws -> Data {
///     guard let data = storage[key] else { throw CocoaError(.fileNoSuchFile) }
///     return data
///   }
///   func set(_ data: Data?, for key: String) { storage[key] = data }
///   func removeAll() { storage.removeAll() }
/// }
///
/// let storage = KeyValueStorage()
/// let store = CacheStore(
///   keys: { await Array(storage.storage.keys) },
///   data: { try await storage.data(for: $0) },
///   save: { await storage.set($0, for: $1) },
///   remove: { await storage.set(nil, for: $0) },
///   removeAll: { await storage.removeAll() })
/// ```
///
/// The cache calls the store off the main actor, one call at a time per cache, with writes
/// coalesced: a value that changes many times before its write starts is written once. A
/// call that throws never reaches the screens: the cache reports it as a
/// ``CacheActivity/persistence(key:_:)`` activity and goes on in memory.
public struct CacheStore: Sendable {
  private let listKeys: @Sendable () async throws -> [String]
  private let read: @Sendable (String) async throws -> Data
  private let write: @Sendable (Data, String) async throws -> Void
  private let delete: @Sendable (String) async throws -> Void
  private let deleteAll: @Sendable () async throws -> Void
  /// The file store this is, for the tests of its options; `nil` for another store.
  let fileStore: FileCacheStore?

  /// Creates a store from its five calls.
  ///
  /// - Parameters:
  ///   - keys: Returns the keys of every value kept, in any order; when it throws, the cache
  ///     restores nothing.
  ///   - data: Returns the bytes kept for a key `keys` listed, exactly as saved; when it
  ///     throws, the value is skipped, with an event.
  ///   - save: Keeps bytes (the first argument) for a key (the second), replacing what was
  ///     kept for it, all or nothing; when it throws, the value stays in memory only, with an
  ///     event.
  ///   - remove: Forgets a key's bytes; does nothing for a key not kept.
  ///   - removeAll: Forgets every key's bytes.
  public init(
    keys: @escaping @Sendable () async throws -> [String],
    data: @escaping @Sendable (_ key: String) async throws -> Data,
    save: @escaping @Sendable (_ data: Data, _ key: String) async throws -> Void,
    remove: @escaping @Sendable (_ key: String) async throws -> Void,
    removeAll: @escaping @Sendable () async throws -> Void
  ) {
    self.init(
      keys: keys, data: data, save: save, remove: remove, removeAll: removeAll, fileStore: nil)
  }

  private init(
    keys: @escaping @Sendable () async throws -> [String],
    data: @escaping @Sendable (String) async throws -> Data,
    save: @escaping @Sendable (Data, String) async throws -> Void,
    remove: @escaping @Sendable (String) async throws -> Void,
    removeAll: @escaping @Sendable () async throws -> Void,
    fileStore: FileCacheStore?
  ) {
    listKeys = keys
    read = data
    write = save
    delete = remove
    deleteAll = removeAll
    self.fileStore = fileStore
  }

  /// A store that keeps one file per key in a directory, written atomically, with a size
  /// bound.
  ///
  /// ```swift
  /// let directory = URL.cachesDirectory.appending(path: "AsyncState")
  /// let cache = LoaderCache(
  ///   configuration: .init(staleAfter: .seconds(60)),
  ///   store: .files(in: directory, maxBytes: 20_000_000, protection: .completeFileProtection))
  /// await cache.restore()   // before the first screen
  /// ```
  ///
  /// - **Atomic.** Each file is written to a temporary file beside it, then renamed over the
  ///   old one: a crash or a full disk leaves the old file or the new one, never half of it.
  ///   Two caches (two processes, an app and its extension) may share a directory: each file
  ///   is whole, and the last write of a key wins.
  /// - **Bounded.** Once the files add up to more than `maxBytes`, the files written least
  ///   recently are removed until they fit.
  /// - **Protected.** On iOS, tvOS, watchOS and visionOS the files are written with the data
  ///   protection class of `protection`: by default Foundation's
  ///   `.completeFileProtectionUntilFirstUserAuthentication`, encrypted until the user first
  ///   unlocks the device after it starts, then readable by background refreshes.
  /// - **Off the main actor.** The files are read and written by an actor of the store's own.
  ///
  /// The directory is created on the first write. Files that are not the store's (another
  /// name, a temporary file left by a crash) are ignored, and ``removeAll()`` removes only the
  /// store's files. A call that fails throws the file system's error.
  ///
  /// - Parameters:
  ///   - directory: Where the files are kept: a directory of the app's own, in its caches
  ///     directory (the system may empty it when space runs short; values then load again)
  ///     or its application support directory.
  ///   - maxBytes: The most bytes the files may add up to; 50 MB by default.
  ///   - protection: The data protection class of the files on iOS, tvOS, watchOS and
  ///     visionOS, as Foundation's writing option: `.completeFileProtection`,
  ///     `.completeFileProtectionUnlessOpen`,
  ///     `.completeFileProtectionUntilFirstUserAuthentication` (the default) or
  ///     `.noFileProtection`. Other options are ignored (every write is atomic), and so is
  ///     the class on other platforms.
  /// - Returns: The store.
  public static func files(
    in directory: URL, maxBytes: Int = 50_000_000,
    protection: Data.WritingOptions = .completeFileProtectionUntilFirstUserAuthentication
  ) -> CacheStore {
    let files = FileCacheStore(directory: directory, maxBytes: maxBytes, protection: protection)
    return CacheStore(
      keys: { try await files.keys() },
      data: { try await files.data(for: $0) },
      save: { try await files.save($0, for: $1) },
      remove: { try await files.remove($0) },
      removeAll: { try await files.removeAll() },
      fileStore: files)
  }

  /// The keys of every value kept, in any order.
  ///
  /// - Returns: The keys.
  /// - Throws: The store's error: the cache then restores nothing.
  public func keys() async throws -> [String] {
    try await listKeys()
  }

  /// The bytes kept for a key.
  ///
  /// - Parameter key: A key ``keys()`` listed.
  /// - Returns: The bytes, exactly as saved.
  /// - Throws: The store's error: the value is skipped, with an event.
  public func data(for key: String) async throws -> Data {
    try await read(key)
  }

  /// Keeps bytes for a key, replacing what was kept for it; all or nothing.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - key: The key.
  /// - Throws: The store's error: the value stays in memory only, with an event.
  public func save(_ data: Data, for key: String) async throws {
    try await write(data, key)
  }

  /// Forgets a key's bytes; does nothing for a key not kept.
  ///
  /// - Parameter key: The key.
  /// - Throws: The store's error.
  public func remove(_ key: String) async throws {
    try await delete(key)
  }

  /// Forgets every key's bytes.
  ///
  /// - Throws: The store's error.
  public func removeAll() async throws {
    try await deleteAll()
  }
}
