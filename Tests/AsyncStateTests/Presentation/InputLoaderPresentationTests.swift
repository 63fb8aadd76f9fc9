import AsyncStateTesting
import Testing

@testable import AsyncState

/// `InputLoader.presentation(policy:)`: the results of an earlier input, kept on screen while a
/// newer input waits for its debounce or loads, are presented as being replaced — content,
/// `.replace`, no blocking spinner, no footer — and every other moment is the state's own
/// presentation.
@MainActor
@Suite struct InputLoaderPresentationTests {
  typealias Search = InputLoader<String, DataLoader<String, LoadFailure>>
  typealias Results = InputLoader<String, PagingLoader<Post, LoadFailure>>

  let clock = ManualClock()
  let search = ControlledFetch<String, String, LoadFailure>()
  let pages = ControlledFetch<String, Page<Post, Int>, LoadFailure>()

  func makeSearch(
    debounce: Duration = .zero, keepsPreviousValue: Bool = true, emptyInputValue: String? = nil
  ) -> Search {
    InputLoader(
      input: "",
      debounce: debounce, keepsPreviousValue: keepsPreviousValue, isEmpty: { $0.isEmpty },
      emptyInputValue: emptyInputValue,
      configuration: .init(clock: clock),
      fetch: search.fetch)
  }

  /// A list per input; each input's first page is fetched with the input as the argument, a
  /// later page with "input@cursor".
  func makeResults(debounce: Duration = .zero) -> Results {
    let pages = pages
    return InputLoader(
      input: "", debounce: debounce, isEmpty: { $0.isEmpty },
      configuration: .init(clock: clock)
    ) { (query: String, cursor: Int?) async throws(LoadFailure) -> Page<Post, Int> in
      try await pages.fetch(cursor.map { "\(query)@\($0)" } ?? query)
    }
  }

  /// Applies `text` at once and answers its fetch with `value`.
  func load(_ text: String, as value: String, into loader: Search) async throws {
    loader.input = text
    loader.submit()
    try await search.nextCall().succeed(with: value)
    await loader.loader?.load()
  }

  // MARK: Data

  @Test func theFirstInputIsAFirstLoadWithTheBlockingSpinner() async throws {
    let loader = makeSearch()
    loader.input = "swift"
    let call = try await search.nextCall()
    let presentation = loader.presentation()
    #expect(
      presentation
        == ScreenPresentation(
          main: .loading, activity: .initialLoad)
    )
    #expect(!presentation.isReplacing)
    call.succeed(with: "S")
    await loader.loader?.load()
    #expect(loader.presentation() == ScreenPresentation(main: .content("S")))
  }

  @Test(arguments: PresentationPolicy.allPolicies)
  func aNewInputsLoadReplacesTheKeptResults(policy: PresentationPolicy) async throws {
    let loader = makeSearch()
    try await load("swi", as: "results for swi", into: loader)
    loader.input = "swift"
    let call = try await search.nextCall()
    #expect(loader.state == .refreshing("results for swi"))
    let presentation = loader.presentation(policy: policy)
    #expect(
      presentation == ScreenPresentation(main: .content("results for swi"), activity: .replace))
    #expect(presentation.isReplacing && presentation.isLoading)
    #expect(!presentation.isRefreshing && !presentation.showsBlockingSpinner)
    // The state alone reads as a refresh: the replacement is the input loader's to tell.
    #expect(loader.state.presentation(policy: policy).isRefreshing)

    call.succeed(with: "results for swift")
    await loader.loader?.load()
    #expect(
      loader.presentation(policy: policy) == ScreenPresentation(main: .content("results for swift"))
    )
  }

  @Test func theDebounceAlreadyMarksTheResultsAsReplaced() async throws {
    let loader = makeSearch(debounce: .milliseconds(300))
    try await load("swi", as: "S", into: loader)
    loader.input = "swif"
    #expect(loader.isDebouncing)
    #expect(loader.state == .success("S"))
    #expect(loader.presentation() == ScreenPresentation(main: .content("S"), activity: .replace))
    // Typing back to the applied input before the debounce ends replaces nothing.
    loader.input = "swi"
    #expect(loader.presentation() == ScreenPresentation(main: .content("S")))
    #expect(search.callCount == 1)
  }

  @Test func aRefreshOfTheAppliedInputIsARefresh() async throws {
    let loader = makeSearch()
    try await load("swift", as: "S", into: loader)
    let refresh = Task { await loader.refresh() }
    let call = try await search.nextCall()
    #expect(loader.presentation() == ScreenPresentation(main: .content("S"), activity: .refresh))
    call.succeed(with: "S2")
    await refresh.value
    #expect(loader.presentation() == ScreenPresentation(main: .content("S2")))
  }

  @Test func aFailedInputKeepsTheResultsWithABannerAndItsRetryReplacesThem() async throws {
    let loader = makeSearch()
    try await load("swi", as: "S", into: loader)
    loader.input = "swift"
    try await search.nextCall().fail(with: .offline)
    await loader.loader?.load()
    #expect(loader.failedInput == "swift")
    #expect(
      loader.presentation()
        == ScreenPresentation(main: .content("S"), banner: .refreshFailed(.offline)))
    #expect(
      loader.presentation(policy: [.fullScreenRefreshFailure])
        == ScreenPresentation(main: .failure(.offline)))

    let retry = Task { await loader.retry() }
    let again = try await search.nextCall()
    #expect(again.argument == "swift")
    #expect(loader.presentation() == ScreenPresentation(main: .content("S"), activity: .replace))
    again.succeed(with: "SW")
    await retry.value
    #expect(loader.presentation() == ScreenPresentation(main: .content("SW")))
  }

  @Test func clearingInsteadOfKeepingIsAFirstLoad() async throws {
    let loader = makeSearch(keepsPreviousValue: false)
    try await load("swi", as: "S", into: loader)
    loader.input = "swift"
    let call = try await search.nextCall()
    #expect(
      loader.presentation()
        == ScreenPresentation(
          main: .loading, activity: .initialLoad)
    )
    loader.cancel()
    // Answer the cancelled call, so nothing waits on it after the test.
    try await call.cancellation()
    call.succeed(with: "late")
  }

  @Test func theEmptyInputReplacesNothing() async throws {
    let loader = makeSearch(emptyInputValue: "suggestions")
    #expect(loader.presentation() == ScreenPresentation(main: .empty))
    try await load("swift", as: "S", into: loader)
    loader.input = ""
    #expect(loader.presentation() == ScreenPresentation(main: .content("suggestions")))
    #expect(search.callCount == 1)
  }

  @Test func cancellingTheNewInputEndsTheReplacement() async throws {
    let loader = makeSearch()
    try await load("swi", as: "S", into: loader)
    loader.input = "swift"
    let call = try await search.nextCall()
    #expect(loader.presentation().isReplacing)
    loader.cancel()
    try await call.cancellation()
    #expect(!loader.presentation().isReplacing)
    #expect(loader.presentation().content == "S")
    call.succeed(with: "late")  // answered, so nothing waits on it after the test
  }

  // MARK: Paging

  @Test func theOldPagesAreReplacedWithoutAFooter() async throws {
    let loader = makeResults()
    loader.input = "a"
    try await pages.nextCall().succeed(with: Page(items: posts(1...2), next: 2))
    await loader.load()
    #expect(
      loader.presentation()
        == ScreenPresentation(main: .content(posts(1...2)), footer: .loadMoreTrigger))

    loader.input = "b"
    let first = try await pages.nextCall()
    #expect(first.argument == "b")
    let replacing = loader.presentation()
    #expect(replacing == ScreenPresentation(main: .content(posts(1...2)), activity: .replace))
    #expect(!replacing.footer.isLoadMoreTrigger)

    first.succeed(with: Page(items: posts(5...6), next: nil))
    await loader.load()
    #expect(loader.presentation() == ScreenPresentation(main: .content(posts(5...6)), footer: .end))
  }

  @Test func whileTheDebounceRunsTheOldPagesOfferNoNextPage() async throws {
    let loader = makeResults(debounce: .milliseconds(300))
    loader.input = "a"
    loader.submit()
    try await pages.nextCall().succeed(with: Page(items: posts(1...2), next: 2))
    await loader.load()
    loader.input = "ab"
    // The state still offers the next page of "a"; the presentation does not.
    #expect(loader.state.presentation().footer.isLoadMoreTrigger)
    #expect(
      loader.presentation() == ScreenPresentation(main: .content(posts(1...2)), activity: .replace))
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    let first = try await pages.nextCall()
    #expect(first.argument == "ab")
    #expect(loader.presentation().isReplacing)
    first.succeed(with: Page(items: posts(3...3), next: 9))
    await loader.load()
    #expect(
      loader.presentation()
        == ScreenPresentation(main: .content(posts(3...3)), footer: .loadMoreTrigger))
  }

  @Test func loadingMoreOfTheAppliedInputIsLoadMore() async throws {
    let loader = makeResults()
    loader.input = "a"
    try await pages.nextCall().succeed(with: Page(items: posts(1...2), next: 2))
    await loader.load()
    let more = Task { await loader.loadMore() }
    let page = try await pages.nextCall()
    #expect(page.argument == "a@2")
    #expect(
      loader.presentation()
        == ScreenPresentation(
          main: .content(posts(1...2)), activity: .loadMore, footer: .loadingMore))
    page.succeed(with: Page(items: posts(3...4), next: nil))
    await more.value
    #expect(loader.presentation() == ScreenPresentation(main: .content(posts(1...4)), footer: .end))
  }
}
