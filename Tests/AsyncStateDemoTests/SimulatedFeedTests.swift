import AsyncState
import AsyncStateDemo
import Testing

@Suite struct SimulatedFeedTests {
  @Test func splitMix64MatchesTheReferenceSequence() {
    // From the reference implementation (Vigna), seed 1234567.
    var random = SplitMix64(seed: 1_234_567)
    #expect(random.next() == 6_457_827_717_110_365_317)
    #expect(random.next() == 3_203_168_211_198_807_973)
  }

  @Test func servesEveryPageInOrderThenTheEnd() async throws {
    let feed = SimulatedFeed(.init(seed: 3, pages: 3, pageSize: 4))
    let first = try await feed.page(after: nil)
    #expect(first.items.map(\.id) == [1, 2, 3, 4])
    #expect(first.next == "p2")
    let second = try await feed.page(after: "p2")
    #expect(second.items.map(\.id) == [5, 6, 7, 8])
    let last = try await feed.page(after: second.next)
    #expect(last.items.map(\.id) == [9, 10, 11, 12])
    #expect(last.next == nil)
  }

  @Test func sameSeedGivesTheSameTitlesAndFailures() async {
    func run(seed: UInt64) async -> [String] {
      let feed = SimulatedFeed(.init(seed: seed, pages: 50, pageSize: 2, failureRate: 0.5))
      var outcomes: [String] = []
      for page in 1...12 {
        do throws(FeedError) {
          let cursor = page == 1 ? nil : "p\(page)"
          outcomes.append(try await feed.page(after: cursor).items.map(\.title).joined())
        } catch {
          outcomes.append("\(error)")
        }
      }
      return outcomes
    }
    let first = await run(seed: 42)
    #expect(await run(seed: 42) == first)
    #expect(await run(seed: 43) != first)
    #expect(first.contains("randomFailure") && first.contains { $0 != "randomFailure" })
  }

  @Test func injectionFailsEveryRequestUntilTurnedOff() async throws {
    let failures = FailureInjection()
    let feed = SimulatedFeed(.init(pages: 2), failures: failures)
    #expect(failures.toggle())
    await #expect(throws: FeedError.injected) { try await feed.page(after: nil) }
    #expect(!failures.toggle())
    #expect(try await feed.page(after: nil).items.count == 20)
  }

  @Test func unknownCursorIsABadRequest() async {
    let feed = SimulatedFeed(.init(pages: 2))
    await #expect(throws: FeedError.status(400)) { try await feed.page(after: "p9") }
    await #expect(throws: FeedError.status(400)) { try await feed.page(after: "nope") }
  }
}
