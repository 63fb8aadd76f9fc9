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

/// The simulated API's filter: its matches paged by the page size, and its delay, longer for
/// shorter filters.
@Suite struct SimulatedFeedFilterTests {
  let feed = SimulatedFeed(.init(seed: 1, pages: 5, pageSize: 20))

  @Test func pagesThroughTheMatchesOnly() async throws {
    let feed = SimulatedFeed(.init(seed: 1, pages: 25, pageSize: 4))
    let everything = try await (1...25).asyncFlatMap { page in
      try await feed.page(after: page == 1 ? nil : "p\(page)").items
    }
    let expected = everything.filter { $0.title.lowercased().contains("cursor") }
    // More than a page of matches, and not every post.
    #expect(expected.count > 4 && expected.count < 100)
    var matches: [Post] = []
    var cursor: String?
    repeat {
      let page = try await feed.page(after: cursor, matching: "cursor")
      #expect(page.items.count <= 4)
      matches += page.items
      cursor = page.next
    } while cursor != nil
    #expect(matches == expected)
  }

  @Test func aFilterWithNoMatchesIsOneEmptyPage() async throws {
    let page = try await feed.page(after: nil, matching: "zzz")
    #expect(page.items.isEmpty)
    #expect(page.next == nil)
    await #expect(throws: FeedError.status(400)) {
      try await feed.page(after: "p2", matching: "zzz")
    }
  }

  @Test func shorterFiltersTakeLonger() {
    let feed = SimulatedFeed(.init(latency: .milliseconds(300)))
    #expect(feed.latency(of: "") == .milliseconds(300))
    #expect(feed.latency(of: "a") == .milliseconds(1_200))
    #expect(feed.latency(of: "ab") == .milliseconds(600))
    #expect(feed.latency(of: "abcd") == .milliseconds(300))
  }

  @Test func matchingIgnoresCase() {
    #expect(Post(id: 1, title: "Quiet Cursor").matches("cursor"))
    #expect(Post(id: 1, title: "Quiet Cursor").matches(""))
    #expect(!Post(id: 1, title: "Quiet Cursor").matches("loader"))
  }
}

extension ClosedRange<Int> {
  /// The elements' arrays, joined, in order.
  fileprivate func asyncFlatMap<T>(
    _ transform: (Int) async throws -> [T]
  ) async rethrows -> [T] {
    var result: [T] = []
    for element in self { result += try await transform(element) }
    return result
  }
}

/// The simulated API's likes (`l`): remembered by every later page, and refused at random
/// with the seed's own draws.
@Suite struct SimulatedFeedLikeTests {
  @Test func aLikeIsServedByEveryLaterPageWholeOrFiltered() async throws {
    let feed = SimulatedFeed(.init(seed: 3, pages: 2, pageSize: 4))
    try await feed.like(2)
    try await feed.like(2)  // liking again changes nothing
    let page = try await feed.page(after: nil)
    #expect(page.items.map(\.likes) == [0, 1, 0, 0])
    #expect(page.items[1].isLiked)
    let title = page.items[1].title
    let filtered = try await feed.page(after: nil, matching: title.lowercased())
    #expect(filtered.items.first { $0.id == 2 }?.likes == 1)
  }

  @Test func likesFailWithTheirOwnRateAndInjection() async throws {
    let failures = FailureInjection()
    let feed = SimulatedFeed(.init(pages: 1, pageSize: 4, likeFailureRate: 1), failures: failures)
    await #expect(throws: FeedError.likeRefused(rate: 1)) { try await feed.like(1) }
    failures.toggle()
    await #expect(throws: FeedError.injected) { try await feed.like(1) }
    await #expect(throws: FeedError.status(404)) {
      try await SimulatedFeed(.init(pages: 1, pageSize: 4)).like(5)
    }
    failures.toggle()
    #expect(try await feed.page(after: nil, matching: "").items.allSatisfy { $0.likes == 0 })
  }

  @Test func theSameSeedRefusesTheSameLikesAndPagesDrawAsWithoutLikes() async {
    func run(seed: UInt64, liking: Bool) async -> [String] {
      let feed = SimulatedFeed(
        .init(seed: seed, pages: 50, pageSize: 2, failureRate: 0.5, likeFailureRate: 0.5))
      var outcomes: [String] = []
      for page in 1...12 {
        if liking {
          do throws(FeedError) {
            try await feed.like(page)
            outcomes.append("liked")
          } catch {
            outcomes.append("\(error)")
          }
        }
        do throws(FeedError) {
          let cursor = page == 1 ? nil : "p\(page)"
          _ = try await feed.page(after: cursor)
          outcomes.append("page")
        } catch {
          outcomes.append("\(error)")
        }
      }
      return outcomes
    }
    let first = await run(seed: 42, liking: true)
    #expect(await run(seed: 42, liking: true) == first)
    #expect(first.contains("likeRefused") && first.contains("liked"))
    // The likes' draws are their own: the pages fail as they would with no likes.
    #expect(
      first.filter { $0 != "liked" && $0 != "likeRefused" } == (await run(seed: 42, liking: false)))
  }
}
