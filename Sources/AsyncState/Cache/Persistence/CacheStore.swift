public import Foundation

/// Where a ``LoaderCache`` keeps the values of its persistent queries between launches: bytes
/// by key.
///
/// The cache frames each value itself — its schema version, when it was loaded, its length
/// and a checksum around the encoded bytes — so a store only keeps and returns bytes. A store
/// over SQLite, SwiftData or a key-value service implements these five calls; the package's
/// ``FileCacheStore`` keeps one file per key.
///
/// ```swift
/// actor KeyValueCacheStore: CacheStore {
///   var storage: [String: Data] = [:]
///   func keys() -> [String] { Array(storage.keys) }
///   func data(for key: String) throws -> Data {
///     guard let data = storage[key] else { throw CocoaError(.fileNoSuchFile) }
///     return data
///   }
///   func save(_ data: Data, for key: String) { storage[key] = data }
///   func remove(_ key: String) { storage[key] = nil }
///   func removeAll() { storage.removeAll() }
/// }
/// ```
///
/// The cache calls the store off the main actor, one call at a time per cache, with writes
/// coalesced: a value that changes many times before its write starts is written once. A
/// call that throws never reaches the screens: the cache reports it as a
/// ``CacheActivity/persistence(key:_:)`` activity and goes on in memory.
public protocol CacheStore: Sendable {
  /// The keys of every value kept, in any order.
  ///
  /// - Returns: The keys.
  /// - Throws: Any error: the cache then restores nothing.
  func keys() async throws -> [String]

  /// The bytes kept for a key.
  ///
  /// - Parameter key: A key ``keys()`` listed.
  /// - Returns: The bytes, exactly as saved.
  /// - Throws: Any error: the value is skipped, with an event.
  func data(for key: String) async throws -> Data

  /// Keeps bytes for a key, replacing what was kept for it; all or nothing.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - key: The key.
  /// - Throws: Any error: the value stays in memory only, with an event.
  func save(_ data: Data, for key: String) async throws

  /// Forgets a key's bytes; does nothing for a key not kept.
  ///
  /// - Parameter key: The key.
  /// - Throws: Any error.
  func remove(_ key: String) async throws

  /// Forgets every key's bytes.
  ///
  /// - Throws: Any error.
  func removeAll() async throws
}
