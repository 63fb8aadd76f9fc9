import Foundation

/// The files behind ``CacheStore/files(in:maxBytes:protection:)``: one file per key in a
/// directory, written atomically, with a size bound; see that method for its guarantees.
actor FileCacheStore {
  /// The directory the files are kept in.
  nonisolated let directory: URL
  /// The most bytes the files may add up to.
  nonisolated let maxBytes: Int
  /// The data protection class the files are written with, on the platforms that have one:
  /// one of Foundation's file protection writing options, such as `.completeFileProtection`.
  nonisolated let protection: Data.WritingOptions

  /// What the store knows of its files, by key: their sizes, in the order they were written
  /// (oldest first); read from the directory on first use.
  private var index: [String: FileRecord]?
  private var nextSequence = 0
  private var totalBytes = 0

  private struct FileRecord {
    var size: Int
    var sequence: Int
  }

  /// The extension of the store's files.
  static let fileExtension = "asc"

  /// Creates a store over a directory; the options are those of
  /// ``CacheStore/files(in:maxBytes:protection:)``, a negative bound counting as zero and the
  /// options other than the protection class ignored.
  init(directory: URL, maxBytes: Int, protection: Data.WritingOptions) {
    self.directory = directory
    self.maxBytes = max(0, maxBytes)
    self.protection = protection.intersection(.fileProtectionMask)
  }

  /// The keys of the store's files in the directory; none if it does not exist.
  ///
  /// - Returns: The keys.
  /// - Throws: The error of listing a directory that exists.
  func keys() throws -> [String] {
    try loadIndex().keys.sorted()
  }

  /// The contents of a key's file.
  ///
  /// - Parameter key: The key.
  /// - Returns: The file's bytes.
  /// - Throws: The error of reading the file.
  func data(for key: String) throws -> Data {
    // Through a file handle rather than `Data(contentsOf:)`, which on Linux keeps a 4 KB
    // buffer for every empty file it reads (LeakSanitizer, in the cut-at-every-offset test).
    let handle = try FileHandle(forReadingFrom: url(for: key))
    defer { try? handle.close() }
    return try handle.readToEnd() ?? Data()
  }

  /// Writes a key's file atomically, then removes the oldest files while the files add up to
  /// more than ``maxBytes``.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - key: The key.
  /// - Throws: The error of creating the directory or writing the file (a full disk, a
  ///   read-only directory); the previous file, if any, is then unchanged.
  func save(_ data: Data, for key: String) throws {
    var index = try loadIndex()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: url(for: key), options: writingOptions)
    totalBytes += data.count - (index[key]?.size ?? 0)
    index[key] = FileRecord(size: data.count, sequence: nextSequence)
    nextSequence += 1
    self.index = index
    if totalBytes > maxBytes { evictOldest() }
  }

  /// Removes a key's file, if any.
  ///
  /// - Parameter key: The key.
  /// - Throws: The error of removing a file that exists.
  func remove(_ key: String) throws {
    let url = url(for: key)
    if FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.removeItem(at: url)
    }
    if let size = index?.removeValue(forKey: key)?.size { totalBytes -= size }
  }

  /// Removes every file of the store from the directory (others are left).
  ///
  /// - Throws: The first error of removing a file; the others are still removed.
  func removeAll() throws {
    index = nil
    var firstError: (any Error)?
    for key in try scan().keys {
      do {
        try FileManager.default.removeItem(at: url(for: key))
      } catch {
        firstError = firstError ?? error
      }
    }
    index = nil
    if let firstError { throw firstError }
  }
}

// MARK: - Files

extension FileCacheStore {
  /// Atomic, with the protection class where the platform has data protection. (Foundation
  /// declares the protection options on every platform, Linux included, so this code is
  /// compiled and tested here; only the condition below differs on Apple's mobile platforms.)
  var writingOptions: Data.WritingOptions {
    Self.hasDataProtection ? [.atomic, protection] : [.atomic]
  }

  /// Whether the platform encrypts files by their data protection class.
  static var hasDataProtection: Bool {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      true
    #else
      false
    #endif
  }

  /// A key's file: the key's UTF-8 bytes in hexadecimal, so any key is a valid file name.
  private func url(for key: String) -> URL {
    let name = key.utf8.map { byte in
      let digits = String(byte, radix: 16)
      return byte < 16 ? "0" + digits : digits
    }.joined()
    return directory.appendingPathComponent("\(name).\(Self.fileExtension)")
  }

  /// The key of a file name of the store's, or `nil` for another file.
  private static func key(ofFileNamed name: String) -> String? {
    let suffix = ".\(fileExtension)"
    guard name.hasSuffix(suffix) else { return nil }
    let hex = Array(name.utf8.dropLast(suffix.utf8.count))
    guard hex.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(hex.count / 2)
    var position = 0
    while position < hex.count {
      guard let high = hexValue(hex[position]), let low = hexValue(hex[position + 1]) else {
        return nil
      }
      bytes.append(high << 4 | low)
      position += 2
    }
    let key = String(decoding: bytes, as: UTF8.self)
    return key.utf8.elementsEqual(bytes) ? key : nil
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  /// The index, read from the directory on first use.
  private func loadIndex() throws -> [String: FileRecord] {
    if let index { return index }
    let found = try scan()
    var index: [String: FileRecord] = [:]
    totalBytes = 0
    // Oldest first by modification date, so eviction removes the files written longest ago.
    for (key, file) in found.sorted(by: { ($0.value.date, $0.key) < ($1.value.date, $1.key) }) {
      index[key] = FileRecord(size: file.size, sequence: nextSequence)
      nextSequence += 1
      totalBytes += file.size
    }
    self.index = index
    return index
  }

  /// The store's files in the directory, with their sizes and modification dates; none if
  /// the directory does not exist.
  private func scan() throws -> [String: (size: Int, date: Date)] {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let urls: [URL]
    do {
      urls = try FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)
    } catch  where !FileManager.default.fileExists(atPath: directory.path) {
      return [:]
    }
    var files: [String: (size: Int, date: Date)] = [:]
    for url in urls {
      guard let key = Self.key(ofFileNamed: url.lastPathComponent) else { continue }
      let values = try? url.resourceValues(forKeys: Set(keys))
      files[key] = (values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
    }
    return files
  }

  /// Removes the files written least recently until the files fit in ``maxBytes``.
  ///
  /// The directory is read again first: another cache sharing it may have added or removed
  /// files. A file that cannot be removed is dropped from the index all the same.
  private func evictOldest() {
    if let found = try? scan() {
      var index = self.index ?? [:]
      for key in index.keys where found[key] == nil { index[key] = nil }
      for (key, file) in found where index[key] == nil {
        // Another cache's file: older than ours as far as this store knows.
        index[key] = FileRecord(size: file.size, sequence: -1)
      }
      for (key, file) in found { index[key]?.size = file.size }
      self.index = index
      totalBytes = index.values.reduce(0) { $0 + $1.size }
    }
    guard var index else { return }
    let oldestFirst = index.sorted { ($0.value.sequence, $0.key) < ($1.value.sequence, $1.key) }
    for (key, record) in oldestFirst where totalBytes > maxBytes {
      try? FileManager.default.removeItem(at: url(for: key))
      index[key] = nil
      totalBytes -= record.size
    }
    self.index = index
  }
}
