import Foundation

/// A persisted value as the cache frames it for a ``CacheStore``: the bytes a store keeps.
///
/// The layout, little-endian:
///
/// | bytes | field |
/// | --- | --- |
/// | 4 | magic, `ASPF` |
/// | 1 | frame format, 1 |
/// | 8 | the query's schema version |
/// | 8 | when the value was loaded, seconds since 1970 (`Double` bits) |
/// | 8 | payload length |
/// | n | payload: the value, JSON-encoded |
/// | 8 | FNV-1a checksum of every byte before it |
///
/// The frame is read whole or not at all: a cut at any offset fails the length check, and a
/// changed byte fails the checksum (or the magic), so a truncated, half-written or corrupt
/// file is never decoded as a value.
struct PersistedFrame: Equatable, Sendable {
  var version: Int
  var loadedAt: Date
  var payload: Data

  static let magic: [UInt8] = Array("ASPF".utf8)
  static let format: UInt8 = 1
  /// Magic, format, version, date and length.
  static let headerSize = 4 + 1 + 8 + 8 + 8
  static let checksumSize = 8

  /// Why bytes are not a frame, as ``PersistenceEvent/damaged(_:)`` reports it.
  enum Damage: Error, Equatable, CustomStringConvertible {
    case truncated
    case notAFrame
    case unknownFormat(UInt8)
    case checksumMismatch

    var description: String {
      switch self {
      case .truncated: "truncated"
      case .notAFrame: "not a cache file"
      case .unknownFormat(let format): "unknown format \(format)"
      case .checksumMismatch: "checksum mismatch"
      }
    }
  }

  /// The frame's bytes.
  func encoded() -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.headerSize + payload.count + Self.checksumSize)
    bytes += Self.magic
    bytes.append(Self.format)
    Self.append(UInt64(bitPattern: Int64(version)), to: &bytes)
    Self.append(loadedAt.timeIntervalSince1970.bitPattern, to: &bytes)
    Self.append(UInt64(payload.count), to: &bytes)
    bytes += payload
    Self.append(Self.checksum(bytes[...]), to: &bytes)
    return Data(bytes)
  }

  /// Reads a frame.
  ///
  /// - Throws: ``Damage`` when the bytes are not a whole frame.
  init(decoding data: Data) throws(Damage) {
    let bytes = [UInt8](data)
    guard bytes.count >= Self.magic.count else { throw .truncated }
    guard Array(bytes.prefix(Self.magic.count)) == Self.magic else { throw .notAFrame }
    guard bytes.count >= Self.headerSize + Self.checksumSize else { throw .truncated }
    guard bytes[4] == Self.format else { throw .unknownFormat(bytes[4]) }
    let length = Self.read(bytes, at: 21)
    guard length <= UInt64(bytes.count) else { throw .truncated }
    let end = Self.headerSize + Int(length)
    guard bytes.count == end + Self.checksumSize else {
      throw bytes.count < end + Self.checksumSize ? .truncated : .checksumMismatch
    }
    guard Self.checksum(bytes[..<end]) == Self.read(bytes, at: end) else {
      throw .checksumMismatch
    }
    version = Int(Int64(bitPattern: Self.read(bytes, at: 5)))
    loadedAt = Date(timeIntervalSince1970: Double(bitPattern: Self.read(bytes, at: 13)))
    payload = Data(bytes[Self.headerSize..<end])
  }

  init(version: Int, loadedAt: Date, payload: Data) {
    self.version = version
    self.loadedAt = loadedAt
    self.payload = payload
  }

  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  private static func read(_ bytes: [UInt8], at offset: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 {
      value |= UInt64(bytes[offset + index]) << UInt64(index * 8)
    }
    return value
  }

  /// FNV-1a, 64 bits: enough to tell a damaged file from a whole one (not an adversary).
  private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
