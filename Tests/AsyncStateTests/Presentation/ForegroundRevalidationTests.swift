import AsyncState
import AsyncStateTesting
import Testing

/// Coming back from the background revalidates; a trip to `inactive` does not; a fresh value
/// is not fetched again.
@Suite struct ForegroundRevalidationTests {
  typealias Phase = ForegroundRevalidation.Phase

  /// A sequence of phases, and which of them revalidate.
  static let journeys: [([Phase], [Bool])] = [
    ([.active], [false]),
    ([.active, .inactive, .active], [false, false, false]),
    ([.active, .inactive, .background, .inactive, .active], [false, false, false, false, true]),
    ([.active, .background, .active], [false, false, true]),
    ([.active, .background, .active, .inactive, .active], [false, false, true, false, false]),
    ([.active, .background, .active, .background, .active], [false, false, true, false, true]),
    ([.background, .active], [false, true]),
    ([.inactive, .active], [false, false]),
  ]

  @Test(arguments: journeys)
  func revalidatesOnlyWhenComingBackFromTheBackground(phases: [Phase], expected: [Bool]) {
    var revalidation = ForegroundRevalidation()
    let decisions = phases.map { revalidation.phaseChanged(to: $0) }
    #expect(decisions == expected)
    #expect(revalidation.phase == phases.last)
  }

  @Test(arguments: Phase.allCases)
  func theFirstPhaseSeenNeverRevalidates(phase: Phase) {
    var revalidation = ForegroundRevalidation()
    let revalidates = revalidation.phaseChanged(to: phase)
    #expect(!revalidates)
  }
}

/// The decision driving a real loader, as `revalidateOnForeground(_:)` does: `load()` refreshes
/// a stale value and leaves a fresh one alone.
@MainActor
@Suite struct ForegroundRevalidationLoaderTests {
  /// What `revalidateOnForeground(_:)` calls, through the protocol it takes.
  func revalidate(_ source: some LoadingSource) async {
    await source.load()
  }

  let clock = ManualClock()
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  func makeLoader() async throws -> DataLoader<Int, LoadFailure> {
    let loader = DataLoader(
      configuration: .init(staleAfter: .seconds(60), clock: clock), fetch: fetch.fetch)
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    return loader
  }

  @Test func aFreshValueIsNotFetchedAgain() async throws {
    let loader = try await makeLoader()
    var revalidation = ForegroundRevalidation()
    _ = revalidation.phaseChanged(to: .active)
    _ = revalidation.phaseChanged(to: .background)
    clock.advance(by: .seconds(30))
    let revalidates = revalidation.phaseChanged(to: .active)
    #expect(revalidates)
    await revalidate(loader)
    #expect(fetch.callCount == 1)
    #expect(loader.state == .success(1))
  }

  @Test func aStaleValueIsRefreshedInPlace() async throws {
    let loader = try await makeLoader()
    var revalidation = ForegroundRevalidation()
    _ = revalidation.phaseChanged(to: .active)
    _ = revalidation.phaseChanged(to: .background)
    clock.advance(by: .seconds(61))
    let revalidates = revalidation.phaseChanged(to: .active)
    #expect(revalidates)
    let load = Task { await revalidate(loader) }
    let call = try await fetch.nextCall()
    #expect(loader.state == .refreshing(1))  // the stale value stays on screen
    call.succeed(with: 2)
    await load.value
    #expect(loader.state == .success(2))
  }

  @Test func aPagingLoaderRevalidatesTheSameWay() async throws {
    let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(
      configuration: .init(staleAfter: .seconds(60), clock: clock), fetchPage: pages.fetch)
    let load = Task { await revalidate(loader) }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    await revalidate(loader)  // fresh: nothing
    #expect(pages.callCount == 1)
    clock.advance(by: .seconds(60))
    let refresh = Task { await revalidate(loader) }
    let call = try await pages.nextCall()
    #expect(call.argument == nil)  // the first page again, the loaded pages kept meanwhile
    #expect(loader.state == .refreshing(posts(0..<2)))
    call.succeed(with: Page(items: posts(0..<3), next: nil))
    await refresh.value
    #expect(loader.state == .endReached(posts(0..<3)))
  }
}
