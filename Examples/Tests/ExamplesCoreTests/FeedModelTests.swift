import AsyncState
import ExamplesCore
import Testing

/// Design source 004: the feed's pages, footer, retries and banner.
@MainActor
@Suite struct FeedModelTests {
  let api = instantAPI()

  @Test func pagesUntilTheShortLastOne() async {
    let model = FeedModel(api: api)
    #expect(model.footer == nil)
    await model.perform(.load)
    #expect(model.presentation.content?.map(\.id) == Array(1...20))
    #expect(model.footer == .loading)
    #expect(model.presentation.footer.isLoadMoreTrigger)
    for count in [40, 60, 80] {
      await model.perform(.loadMore)
      #expect(model.presentation.content?.count == count)
    }
    await model.perform(.loadMore)
    #expect(model.presentation.content?.count == 95)
    #expect(model.footer == .end)
    #expect(model.loader.state.isEndReached)
    // At the end, the footer asks for nothing.
    await model.perform(.loadMore)
    #expect(api.requestCount(.posts) == 5)
  }

  @Test func aFailedPageKeepsThePostsAndOnlyItsButtonRetries() async {
    let model = FeedModel(api: api)
    await model.perform(.load)
    api.failing(true)
    await model.perform(.loadMore)
    #expect(model.presentation.content?.count == 20)
    #expect(model.footer == .retry(message: "The server couldn't answer (posts, request 2)."))
    // The footer row appearing again asks for nothing.
    await model.perform(.loadMore)
    #expect(api.requestCount(.posts) == 2)
    api.failing(false)
    await model.perform(model.footer?.action ?? .loadMore)
    #expect(model.presentation.content?.count == 40)
  }

  @Test func aFailedFirstPageOffersTryAgain() async throws {
    api.failing(true)
    let model = FeedModel(api: api)
    await model.perform(.load)
    let unavailable = try #require(model.unavailable)
    #expect(unavailable.kind == .failure)
    #expect(unavailable.message == "The server couldn't answer (posts, request 1).")
    api.failing(false)
    await model.perform(try #require(unavailable.button).action)
    #expect(model.unavailable == nil)
    #expect(model.presentation.content?.count == 20)
  }

  @Test func aFailedRefreshKeepsThePostsAndRaisesOneBanner() async throws {
    let model = FeedModel(api: api)
    await model.perform(.load)
    api.failing(true)
    await model.perform(.refresh)
    #expect(model.presentation.content?.count == 20)
    let banner = try #require(model.banners.current)
    #expect(banner.message == "The server couldn't answer (posts, request 2).")
    model.banners.dismiss(banner)
    #expect(model.banners.current == nil)
    // A refresh that succeeds replaces the posts with new values under the same ids.
    api.failing(false)
    await model.perform(.refresh)
    #expect(model.presentation.content?.first?.loadNumber == 3)
    #expect(model.banners.current == nil)
  }
}

/// The state gallery: every state, and what the feed shows for it.
@Suite struct FeedSampleTests {
  @Test func everyStateOnce() {
    #expect(FeedSample.allCases.count == 10)
    #expect(Set(FeedSample.allCases.map { "\($0.state)".prefix(while: { $0 != "(" }) }).count == 10)
  }

  @Test(arguments: FeedSample.allCases)
  func whatEachStateShows(_ sample: FeedSample) {
    let presentation = sample.presentation
    switch sample {
    case .idle, .initialLoading:
      #expect(presentation.content == nil)
      #expect(presentation.showsBlockingSpinner == (sample == .initialLoading))
    case .failure, .retrying:
      #expect(presentation.unavailableContent()?.button?.action == .retry)
    case .success:
      #expect(ListFooterRow(presentation.footer) == .loading)
    case .loadMoreFailure:
      #expect(ListFooterRow(presentation.footer)?.action == .retry)
    case .endReached:
      #expect(ListFooterRow(presentation.footer) == .end)
    case .refreshing, .loadingMore, .refreshFailure:
      #expect(presentation.content?.count == 5)
    }
  }
}
