import AsyncState
import Foundation
import Testing

@Suite struct ErrorReadableDescriptionTests {
  enum PlainError: Error {
    case offline
    case server(code: Int)
  }

  struct StructError: Error {
    var code: Int
  }

  enum DescribedError: Error, CustomStringConvertible {
    case loadingError
    var description: String { "about info failed to load... don't ask." }
  }

  struct Localized: LocalizedError {
    var errorDescription: String? { "You are offline." }
  }

  struct LocalizedWithoutText: LocalizedError {}

  @Test func aFoundationErrorsOwnTextIsUsedInAnyLanguage() {
    let french = NSError(
      domain: "App", code: 7, userInfo: [NSLocalizedDescriptionKey: "Vous êtes hors ligne."])
    #expect(french.readableDescription == "Vous êtes hors ligne.")
    #expect(NSError(domain: "App", code: 7).readableDescription == "App error 7")
  }

  @Test func localizedErrorDescriptionWins() {
    #expect(Localized().readableDescription == "You are offline.")
  }

  @Test func aPlainSwiftErrorIsNamedNotNoise() {
    // What Foundation says for it, so the test knows the noise it avoids.
    #expect(PlainError.offline.localizedDescription.contains("could"))
    #expect(PlainError.offline.readableDescription == "PlainError.offline")
    #expect(
      PlainError.server(code: 500).readableDescription == "PlainError.server(code: 500)")
    #expect(StructError(code: 2).readableDescription == "StructError(code: 2)")
    #expect(LocalizedWithoutText().readableDescription == "LocalizedWithoutText()")
    #expect(CancellationError().readableDescription == "CancellationError()")
  }

  /// How a loader whose failure type is `any Error` reads it: in generic code, as `any Error`.
  private func readInGenericCode<Failure: Error>(_ failure: Failure) -> String {
    failure.readableDescription
  }

  @Test func anyErrorInGenericCodeReadsAsItsOwnType() {
    let errors: [any Error] = [
      PlainError.offline, StructError(code: 2), NSError(domain: "d", code: 1),
      NSError(domain: "d", code: 1, userInfo: [NSLocalizedDescriptionKey: "No disk."]),
    ]
    #expect(
      errors.map { readInGenericCode($0) } == [
        "PlainError.offline", "StructError(code: 2)", "d error 1", "No disk.",
      ])
  }

  @Test func aCustomDescriptionIsUsed() {
    // Seed 002's error type.
    #expect(
      DescribedError.loadingError.readableDescription
        == "about info failed to load... don't ask.")
  }

  @Test func anNSErrorWithADescriptionKeepsIt() {
    let error = NSError(domain: "d", code: 1, userInfo: [NSLocalizedDescriptionKey: "No disk."])
    #expect(error.readableDescription == "No disk.")
  }

  @Test func anNSErrorWithoutTextIsNamedByDomainAndCode() {
    #expect(NSError(domain: "d", code: 1).readableDescription == "d error 1")
  }

  @Test func foundationErrorsLoseTheLeadIn() {
    let text = CocoaError(.fileNoSuchFile).readableDescription
    #expect(!text.isEmpty)
    #expect(!text.localizedCaseInsensitiveContains("operation could"))
    #expect(!text.localizedCaseInsensitiveContains("operation couldn"))
  }

  @Test func aURLErrorIsNeverNoise() {
    let text = URLError(.notConnectedToInternet).readableDescription
    #expect(!text.isEmpty)
    #expect(!text.contains("could not be completed"))
    #expect(!text.contains("(null)"))
    #if os(Linux)
      // Foundation on Linux has no text for URL errors: name the domain and code.
      #expect(text == "NSURLErrorDomain error -1009")
    #endif
  }

  @Test(arguments: [
    PlainError.offline as any Error, StructError(code: 1), DescribedError.loadingError,
    Localized(), LocalizedWithoutText(), CancellationError(), NSError(domain: "d", code: 2),
    URLError(.timedOut), CocoaError(.fileNoSuchFile),
    DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")),
  ])
  func neverTheNoise(error: any Error) {
    let text = error.readableDescription
    #expect(!text.isEmpty)
    #expect(!text.contains("could not be completed"))
    #expect(!text.contains("couldn\u{2019}t be completed"))
  }
}
