import AsyncState
import Foundation
import Testing

@MainActor
@Suite struct BannerCenterTests {
  typealias Paging = PagingState<[Int], ScreenFailure>

  let source = ScriptedSource<Paging>(.idle)
  let center: BannerCenter<ScreenFailure>

  init() {
    center = BannerCenter(observing: source)
  }

  /// A refresh of the loaded posts that ends with `end` for `cause`.
  func refresh(to end: Paging, _ cause: TransitionCause = .loadFailed) -> [(
    Paging, TransitionCause
  )] {
    [(.refreshing(loaded), .loadStarted), (end, cause)]
  }

  @Test func aFailedRefreshAnnouncesOneBanner() throws {
    source.send([(.initialLoading, .loadStarted), (.success(loaded), .loadSucceeded)])
    source.send(.refreshing(loaded), .loadStarted)
    #expect(center.current == nil)
    source.send(.refreshFailure(loaded, offline), .loadFailed)
    let banner = try #require(center.current)
    #expect(banner.numbered(0) == .refreshFailed(offline))
  }

  @Test func eachFailureGetsItsOwnIdentityEvenWhenTheErrorRepeats() throws {
    source.send(refresh(to: .refreshFailure(loaded, offline)))
    let first = try #require(center.current)
    source.send(refresh(to: .refreshFailure(loaded, offline)))
    let second = try #require(center.current)
    #expect(second.id > first.id)
    #expect(second.failure == offline)
  }

  @Test func cancelledLoadsAnnounceNothing() {
    // Each cancelled load restores the state it started from, a failed one included.
    source.send(.refreshFailure(loaded, offline), .loadFailed)
    let banner = center.current
    source.send(refresh(to: .refreshFailure(loaded, offline), .loadCancelled))
    source.send([(.loadingMore(loaded), .loadStarted), (.success(loaded), .loadCancelled)])
    source.send([(.initialLoading, .loadStarted), (.idle, .loadCancelled)])
    #expect(center.current == banner)
  }

  @Test func aFailedPageAnnouncesOnlyWithFooterAndBanner() {
    let loud = BannerCenter(
      observing: source, policy: [.loadMoreFailureBanner])
    source.send([
      (.loadingMore(loaded), .loadStarted), (.loadMoreFailure(loaded, offline), .loadFailed),
    ])
    #expect(center.current == nil)
    #expect(loud.current?.numbered(0) == .loadMoreFailed(offline))
  }

  @Test func aFullScreenRefreshFailureAnnouncesNothing() {
    let fullScreen = BannerCenter(
      observing: source, policy: [.fullScreenRefreshFailure])
    source.send(refresh(to: .refreshFailure(loaded, offline)))
    #expect(fullScreen.current == nil)
    #expect(center.current != nil)
  }

  @Test func aFailureAlreadyShownWhenTheCenterStartsIsNotAnnounced() {
    let late = ScriptedSource<Paging>(.refreshFailure(loaded, offline))
    let center = BannerCenter(observing: late)
    #expect(center.current == nil)
  }

  @Test func dataStatesAnnounceToo() {
    let data = ScriptedSource<DataState<[Int], ScreenFailure>>(.success(loaded))
    let center = BannerCenter(observing: data)
    data.send(.refreshing(loaded), .loadStarted)
    data.send(.refreshFailure(loaded, offline), .loadFailed)
    #expect(center.current?.numbered(0) == .refreshFailed(offline))
  }

  @Test func dismissalIsExplicitAndOnlyForTheCurrentBanner() throws {
    source.send(refresh(to: .refreshFailure(loaded, offline)))
    let first = try #require(center.current)
    source.send(refresh(to: .success([4]), .loadSucceeded))
    #expect(center.current == first)  // a success does not dismiss
    source.send(refresh(to: .refreshFailure([4], .server(code: 1))))
    let second = try #require(center.current)
    #expect(!center.dismiss(first))  // late dismissal of an old banner
    #expect(center.current == second)
    #expect(center.dismiss(second))
    #expect(center.current == nil)
  }

  @Test func subscribersGetNewBannersOnlyNeverAReplay() async throws {
    let early = center.banners()
    source.send(refresh(to: .refreshFailure(loaded, offline)))
    let late = center.banners()  // a view that re-subscribes after the first banner
    source.send(refresh(to: .refreshFailure(loaded, .server(code: 2))))
    var earlyIterator = early.makeAsyncIterator()
    var lateIterator = late.makeAsyncIterator()
    #expect(await earlyIterator.next()?.failure == offline)
    #expect(await earlyIterator.next()?.failure == .server(code: 2))
    #expect(await lateIterator.next()?.failure == .server(code: 2))
  }

  @Test func streamsEndWhenTheCenterGoes() async {
    var center: BannerCenter<ScreenFailure>? = BannerCenter(observing: source)
    let stream = center?.banners()
    weak let weakCenter = center
    center = nil
    #expect(weakCenter == nil)
    var iterator = stream?.makeAsyncIterator()
    #expect(await iterator?.next() == nil)
  }

  @Test func aReleasedCenterStopsObserving() {
    var center: BannerCenter<ScreenFailure>? = BannerCenter(observing: source)
    weak let weakCenter = center
    center = nil
    source.send(refresh(to: .refreshFailure(loaded, offline)))
    #expect(weakCenter == nil)
  }

  @Test func bannersReadTheirFailure() {
    let banner = Banner<ScreenFailure>(id: 7, failure: .server(code: 3), isLoadMoreFailure: true)
    #expect(banner.failure == .server(code: 3))
    #expect(banner.message == "ScreenFailure.server(code: 3)")
  }
}
