import AsyncState
import ExamplesCore
import Testing

/// Design source 004: the feed's pages, footer, retries and banner.
@MainActor
@Suite struct FeedModelTests {
  let api = instantAPI()

  @Test func pagesUntilTheShortLastOne() async {
    let model = FeedModel(api: api)
    #expect(model.footer.summary == "none")
    await model.loader.load()
    #expect(model.presentation.content?.map(\.id) == Array(1...20))
    #expect(model.footer.summary == "trigger")
    #expect(model.presentation.footer.isLoadMoreTrigger)
    for count in [40, 60, 80] {
      await model.loader.loadMore()
      #expect(model.presentation.content?.count == count)
    }
    await model.loader.loadMore()
    #expect(model.presentation.content?.count == 95)
    #expect(model.footer.summary == "end")
    #expect(model.loader.state.isEndReached)
    // At the end, the footer asks for nothing.
    await model.loader.loadMore()
    #expect(api.requestCount(.posts) == 5)
  }

  @Test func aFailedPageKeepsThePostsAndOnlyItsButtonRetries() async {
    let model = FeedModel(api: api)
    await model.loader.load()
    api.failing(true)
    await model.loader.loadMore()
    #expect(model.presentation.content?.count == 20)
    #expect(model.footer.summary == "retry: The server couldn't answer (posts, request 2).")
    // The footer row appearing again asks for nothing.
    await model.loader.loadMore()
    #expect(api.requestCount(.posts) == 2)
    api.failing(false)
    await model.loader.retry()
    #expect(model.presentation.content?.count == 40)
  }

  @Test func aFailedFirstPageOffersTryAgain() async throws {
    api.failing(true)
    let model = FeedModel(api: api)
    await model.loader.load()
    let unavailable = try #require(model.unavailable)
    #expect(unavailable.isFailure)
    #expect(unavailable.message == "The server couldn't answer (posts, request 1).")
    api.failing(false)
    await unavailable.perform(on: model.loader)
    #expect(model.unavailable == nil)
    #expect(model.presentation.content?.count == 20)
  }

  @Test func aFailedRefreshKeepsThePostsAndRaisesOneBanner() async throws {
    let model = FeedModel(api: api)
    await model.loader.load()
    api.failing(true)
    await model.loader.refresh()
    #expect(model.presentation.content?.count == 20)
    let banner = try #require(model.banners.current)
    #expect(banner.message == "The server couldn't answer (posts, request 2).")
    model.banners.dismiss(banner)
    #expect(model.banners.current == nil)
    // A refresh that succeeds replaces the posts with new values under the same ids.
    api.failing(false)
    await model.loader.refresh()
    #expect(model.presentation.content?.first?.loadNumber == 3)
    #expect(model.banners.current == nil)
  }
}

/// The state gallery: the feed in each of its ten states, from sample posts and a sample
/// failure, and what each shows.
@Suite struct FeedGalleryTests {
  nonisolated static let entries = PagingState.gallery(
    value: Post.samples, error: APIError.sample)

  @Test func everyStateOnce() {
    #expect(Self.entries.count == 10)
    #expect(Set(Self.entries.map(\.name)).count == 10)
  }

  @Test(arguments: entries)
  func whatEachStateShows(name: String, state: PagingState<[Post], APIError>) {
    let presentation = state.presentation()
    switch state {
    case .idle, .initialLoading:
      #expect(presentation.content == nil)
      #expect(presentation.showsBlockingSpinner == state.isInitialLoading)
    case .failure, .retrying:
      #expect(presentation.unavailableContent()?.isFailure == true)
    case .success:
      #expect(presentation.footer == .loadMoreTrigger)
    case .loadMoreFailure:
      #expect(presentation.footer == .retry(.sample))
    case .endReached:
      #expect(presentation.footer == .end)
    case .refreshing, .loadingMore, .refreshFailure:
      #expect(presentation.content == Post.samples)
    }
  }
}

/// The feed's two fetches, which every style loads through — the bindable and simple
/// styles hand them to `PagingList` with the same page size, which pages by them as a keyset
/// `PagingLoader` does.
@MainActor
@Suite struct FeedSourceTests {
  let api = instantAPI()

  @Test func theDecksTwoFetches() async throws {
    let source = FeedSource(api: api)
    let first = try await source.firstPage()
    #expect(first.map(\.id) == Array(1...20))
    let second = try await source.page(after: try #require(first.last))
    #expect(second.map(\.id) == Array(21...40))
    let last = try await source.page(after: Post(id: 80, title: "", loadNumber: 0))
    #expect(last.count == 15)
  }

  @Test func aKeysetLoaderOverThemEndsAtTheShortPage() async {
    let source = FeedSource(api: api)
    let loader = PagingLoader(
      pageSize: source.pageSize,
      fetchFirst: { try await source.firstPage() },
      fetchMore: { last in try await source.page(after: last) })
    await loader.load()
    while loader.state.canLoadMore { await loader.loadMore() }
    #expect(loader.state.isEndReached)
    #expect(loader.state.value?.count == FakeAPI.postCount)
    #expect(api.requestCount(.posts) == 5)
  }
}

extension ScreenPresentation.Footer {
  /// The footer in a word, with a failed page's message.
  fileprivate var summary: String {
    switch self {
    case .none: "none"
    case .loadMoreTrigger: "trigger"
    case .loadingMore: "loading"
    case .retry(let failure): "retry: \(failure.readableDescription)"
    case .end: "end"
    }
  }
}
