import AsyncStateTesting
import ExamplesCore
import Testing

/// The fake API: deterministic given a seed, with latency and failure rate as set.
@Suite struct FakeAPITests {
  /// The outcome of `count` user requests: the names, or `nil` for a failure.
  static func outcomes(_ api: FakeAPI, count: Int = 12) async -> [[String]?] {
    var outcomes: [[String]?] = []
    for _ in 0..<count {
      outcomes.append(try? await api.users().map(\.name))
    }
    return outcomes
  }

  @Test func theSameSeedGivesTheSameAnswersAndFailures() async {
    let first = await Self.outcomes(FakeAPI(settings: instant(failureRate: 0.5, seed: 42)))
    let second = await Self.outcomes(FakeAPI(settings: instant(failureRate: 0.5, seed: 42)))
    #expect(first == second)
    // A rate of one half over twelve requests: some of each.
    #expect(first.contains { $0 == nil } && first.contains { $0 != nil })
  }

  @Test func anotherSeedGivesOtherAnswers() async {
    let first = await Self.outcomes(FakeAPI(settings: instant(failureRate: 0.5, seed: 1)))
    let second = await Self.outcomes(FakeAPI(settings: instant(failureRate: 0.5, seed: 2)))
    #expect(first != second)
  }

  @Test func theFailureRateDecides() async throws {
    let never = await Self.outcomes(FakeAPI(settings: instant(failureRate: 0)))
    #expect(never.allSatisfy { $0 != nil })
    let always = FakeAPI(settings: instant(failureRate: 1))
    await #expect(throws: APIError.injected(endpoint: .users, request: 1)) {
      try await always.users()
    }
    #expect(always.requestCount(.users) == 1)
  }

  @Test func postsComeInKeysetPagesUntilTheEnd() async throws {
    let api = instantAPI()
    #expect(try await api.posts(after: nil, count: 20).map(\.id) == Array(1...20))
    #expect(try await api.posts(after: 80, count: 20).map(\.id) == Array(81...95))
    #expect(try await api.posts(after: 95, count: 20).isEmpty)
    #expect(api.requestCount(.posts) == 3)
  }

  @Test func settingsApplyFromTheNextRequest() async throws {
    let api = instantAPI()
    _ = try await api.about()
    api.failing(true)
    await #expect(throws: APIError.injected(endpoint: .about, request: 2)) {
      try await api.about()
    }
    #expect(
      APIError.injected(endpoint: .about, request: 2).errorDescription
        == "The server couldn't answer (about, request 2).")
  }

  @Test func anAnswerWaitsForTheLatency() async throws {
    let clock = ManualClock()
    let api = FakeAPI(
      settings: APISettings(latency: .milliseconds(600), failureRate: 0), clock: clock)
    let request = Task { try await api.about() }
    let deadline = try await clock.nextSleep()
    #expect(clock.offset(of: deadline) == .milliseconds(600))
    clock.advance(to: deadline)
    #expect(try await request.value.loadNumber == 1)
  }

  @Test func aCancelledRequestStopsWaiting() async throws {
    let clock = ManualClock()
    let api = FakeAPI(settings: APISettings(latency: .seconds(5)), clock: clock)
    let request = Task { try await api.image(named: "x") }
    try await clock.waitForSleepers(count: 1)
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
  }

  @Test func settingsAreClamped() {
    let settings = APISettings(latency: .seconds(-1), failureRate: 3)
    #expect(settings.latency == .zero && settings.failureRate == 1)
  }
}
