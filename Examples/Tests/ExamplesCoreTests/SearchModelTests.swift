import AsyncState
import AsyncStateTesting
import ExamplesCore
import Testing

/// The search screen: debounce, kept results, the short query, paging per query, a failed
/// query, and a superseded answer never shown.
@MainActor
@Suite struct SearchModelTests {
  let api = instantAPI()
  let clock = ManualClock()

  func titles(_ model: SearchModel) -> [String] {
    model.presentation.content?.map(\.title) ?? []
  }

  @Test func keystrokesInsideTheDebounceMakeOneRequest() async throws {
    let model = SearchModel(api: api, clock: clock)
    #expect(model.status == "Type at least 2 characters.")
    for query in ["b", "br", "bra", "brav", "brave"] {
      model.search.input = query
      clock.advance(by: .milliseconds(100))
    }
    #expect(model.search.isDebouncing)
    #expect(api.requestCount(.search) == 0)
    #expect(model.status == "Searching “brave”…")
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(200))
    // The deadline applies the query; `load()` joins that load (or applies it, if the
    // deadline's hop to the main actor has not run yet).
    await model.search.load()
    #expect(api.requestCount(.search) == 1)
    #expect(titles(model).count == SearchModel.pageSize)
    #expect(titles(model).allSatisfy { $0.hasPrefix("Brave post #") })
    #expect(model.status == "10+ results for “brave”")
  }

  @Test func theResultsOnScreenAreReplacedNotCleared() async throws {
    let model = SearchModel(api: api, clock: clock)
    model.search.input = "brave"
    await model.search.load()
    model.search.input = "lucky"
    // Waiting for the debounce: the results of "brave" stay, dimmed, with no spinner.
    #expect(model.presentation.isReplacing)
    #expect(!model.presentation.showsBlockingSpinner)
    #expect(titles(model).first == "Brave post #1")
    #expect(model.status == "Searching “lucky”… (showing “brave”)")
    model.search.submit()
    await model.search.load()
    #expect(!model.presentation.isReplacing)
    #expect(titles(model).first == "Lucky post #3")
    #expect(api.requestCount(.search) == 2)
  }

  @Test func aQueryTooShortFetchesNothing() async {
    let model = SearchModel(api: api, clock: clock)
    model.search.input = "brave"
    await model.search.load()
    model.search.input = "b"
    #expect(!model.search.isDebouncing)
    #expect(model.search.state.isIdle)
    #expect(model.presentation.content == nil)
    #expect(model.status == "Type at least 2 characters.")
    #expect(api.requestCount(.search) == 1)
  }

  @Test func aQueryPagesUntilItsLastMatch() async {
    let model = SearchModel(api: api, clock: clock)
    model.search.input = "brave"
    await model.search.load()
    #expect(model.presentation.footer.isLoadMoreTrigger)
    await model.search.loadMore()
    // Twelve posts of the 95 are brave: ids 1, 9, ..., 89.
    #expect(model.presentation.content?.map(\.id) == Array(stride(from: 1, through: 89, by: 8)))
    #expect(model.search.state.isEndReached)
    #expect(model.status == "12 results for “brave”")
    #expect(api.requestCount(.search) == 2)
  }

  @Test func aFailedQueryKeepsTheResultsAndRetriesThatQuery() async throws {
    let model = SearchModel(api: api, clock: clock)
    model.search.input = "brave"
    await model.search.load()
    api.failing(true)
    model.search.input = "lucky"
    model.search.submit()
    await model.search.load()
    #expect(model.search.failedInput == "lucky")
    #expect(titles(model).first == "Brave post #1")
    #expect(model.presentation.bannerFailure != nil)
    #expect(model.status == "“lucky” failed to load.")
    api.failing(false)
    await model.search.retry()
    #expect(titles(model).first == "Lucky post #3")
    #expect(model.presentation.bannerFailure == nil)
  }

  @Test func aSupersededAnswerIsNeverShown() async throws {
    let apiClock = ManualClock()
    let slowAPI = FakeAPI(
      settings: APISettings(latency: .milliseconds(600), failureRate: 0), clock: apiClock)
    let model = SearchModel(api: slowAPI, debounce: .zero, clock: clock)
    model.search.input = "brave"
    _ = try await apiClock.nextSleep()
    model.search.input = "lucky"
    // "brave" is cancelled; "lucky" waits for its answer.
    _ = try await apiClock.nextSleep()
    #expect(slowAPI.requestCount(.search) == 2)
    apiClock.advance(by: .milliseconds(600))
    await model.search.load()
    #expect(titles(model).first == "Lucky post #3")
    #expect(model.search.loadedInput == "lucky")
  }
}
