import AsyncStateTesting
import Foundation
import Testing

@testable import AsyncState

/// `FileCacheStore.Protection`: the data protection class of the store's files, a setting
/// with today's class as its default.
@Suite struct FileCacheStoreProtectionTests {
  let directory = TemporaryDirectory()

  @Test func theDefaultIsReadableAfterTheFirstUnlock() {
    let store = FileCacheStore(directory: directory.url)
    #expect(store.protection == .completeUntilFirstUserAuthentication)
    #expect(FileCacheStore(directory: directory.url, protection: .complete).protection == .complete)
  }

  @Test(arguments: [
    (FileCacheStore.Protection.complete, Data.WritingOptions.completeFileProtection),
    (.completeUnlessOpen, .completeFileProtectionUnlessOpen),
    (.completeUntilFirstUserAuthentication, .completeFileProtectionUntilFirstUserAuthentication),
    (.noProtection, .noFileProtection),
  ])
  func eachClassIsFoundationsWritingOption(
    protection: FileCacheStore.Protection, option: Data.WritingOptions
  ) async throws {
    defer { directory.remove() }
    #expect(protection.writingOption == option)
    let store = FileCacheStore(directory: directory.url, protection: protection)
    // Platforms without data protection (macOS, Linux) write atomically, nothing more.
    let expected: Data.WritingOptions =
      FileCacheStore.hasDataProtection ? [.atomic, option] : [.atomic]
    #expect(await store.writingOptions == expected)
    #if os(Linux)
      #expect(!FileCacheStore.hasDataProtection)
    #endif
    try await store.save(Data([1, 2, 3]), for: "key")
    #expect(try await store.data(for: "key") == Data([1, 2, 3]))
  }
}
