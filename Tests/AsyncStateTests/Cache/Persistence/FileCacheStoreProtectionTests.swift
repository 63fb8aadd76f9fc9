import AsyncStateTesting
import Foundation
import Testing

@testable import AsyncState

/// `CacheStore.files(in:protection:)`: the data protection class of the store's files, Foundation's
/// writing option, with today's class as its default.
@Suite struct FileCacheStoreProtectionTests {
  let directory = TemporaryDirectory()

  @Test func theDefaultIsReadableAfterTheFirstUnlock() {
    let store = CacheStore.files(in: directory.url)
    #expect(store.fileStore?.protection == .completeFileProtectionUntilFirstUserAuthentication)
    #expect(
      CacheStore.files(in: directory.url, protection: .completeFileProtection).fileStore?
        .protection == .completeFileProtection)
  }

  @Test func optionsOtherThanTheProtectionClassAreIgnored() {
    let store = CacheStore.files(
      in: directory.url, protection: [.completeFileProtection, .withoutOverwriting])
    #expect(store.fileStore?.protection == .completeFileProtection)
  }

  @Test(arguments: [
    Data.WritingOptions.completeFileProtection, .completeFileProtectionUnlessOpen,
    .completeFileProtectionUntilFirstUserAuthentication, .noFileProtection,
  ])
  func eachClassIsWrittenWith(option: Data.WritingOptions) async throws {
    defer { directory.remove() }
    let store = CacheStore.files(in: directory.url, protection: option)
    let files = try #require(store.fileStore)
    // Platforms without data protection (macOS, Linux) write atomically, nothing more.
    let expected: Data.WritingOptions =
      FileCacheStore.hasDataProtection ? [.atomic, option] : [.atomic]
    #expect(await files.writingOptions == expected)
    #if os(Linux)
      #expect(!FileCacheStore.hasDataProtection)
    #endif
    try await store.save(Data([1, 2, 3]), for: "key")
    #expect(try await store.data(for: "key") == Data([1, 2, 3]))
  }
}
