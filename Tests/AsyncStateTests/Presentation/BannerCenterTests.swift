import AsyncState
import Foundation
import Testing

@MainActor
@Suite struct BannerCenterTests {
  typealias Paging = PagingState<[Int], ScreenFailure>
  typealias Data = DataState<[Int], ScreenFailure>

  struct OpaqueFailure: Error { var reason: String }

  let center = BannerCenter<ScreenFailure>()

  func feed(_ states: [Paging], to center: BannerCenter<ScreenFailure>? = nil) {
    for state in states { (center ?? self.center).receive(state) }
  }

  @Test func aFailedRefreshAnnouncesOneBanner() throws {
    feed([.idle, .initialLoading, .success(loaded), .refreshing(loaded)])
    #expect(center.current == nil)
    feed([.refreshFailure(loaded, offline)])
    let banner = try #require(center.current)
    #expect(banner.reason == .refreshFailed(offline))
    // Re-renders of the same state announce nothing new.
    feed([.refreshFailure(loaded, offline), .refreshFailure(loaded, offline)])
    #expect(center.current == banner)
  }

  @Test func eachFailureGetsItsOwnIdentity() throws {
    feed([.success(loaded), .refreshing(loaded), .refreshFailure(loaded, offline)])
    let first = try #require(center.current)
    feed([.refreshing(loaded), .refreshFailure(loaded, .server(code: 500))])
    let second = try #require(center.current)
    #expect(second.id > first.id)
    #expect(second.failure == .server(code: 500))
  }

  @Test func aCancelledRetryThatRestoresTheFailureAnnouncesNothing() throws {
    feed([.success(loaded), .refreshing(loaded), .refreshFailure(loaded, offline)])
    let banner = try #require(center.current)
    center.dismiss(banner)
    // The loader restores the exact state the cancelled refresh started from.
    feed([.refreshing(loaded), .refreshFailure(loaded, offline)])
    #expect(center.current == nil)
  }

  @Test func aCancelledRefreshFromAFailedPageAnnouncesNothing() {
    let center = BannerCenter<ScreenFailure>(
      policy: PresentationPolicy(loadMoreFailure: .footerAndBanner))
    feed([.success(loaded), .loadingMore(loaded), .loadMoreFailure(loaded, offline)], to: center)
    let banner = center.current
    #expect(banner?.reason == .loadMoreFailed(offline))
    // A refresh cannot end in a failed page: this is the restoration.
    feed([.refreshing(loaded), .loadMoreFailure(loaded, offline)], to: center)
    #expect(center.current == banner)
    // Nor can a cancelled page retry re-announce it.
    feed([.loadingMore(loaded), .loadMoreFailure(loaded, offline)], to: center)
    #expect(center.current == banner)
  }

  @Test func cancellationsOfLoadsWithoutBannersAnnounceNothing() {
    feed([.idle, .initialLoading, .idle])  // cancelled first load
    feed([.initialLoading, .failure(offline), .retrying(offline), .failure(offline)])
    feed([.success(loaded), .refreshing(loaded), .success(loaded)])  // cancelled refresh
    feed([.loadingMore(loaded), .success(loaded)])  // cancelled page
    #expect(center.current == nil)
  }

  @Test func aFailedPageAnnouncesOnlyWithFooterAndBanner() {
    feed([.success(loaded), .loadingMore(loaded), .loadMoreFailure(loaded, offline)])
    #expect(center.current == nil)
    let loud = BannerCenter<ScreenFailure>(
      policy: PresentationPolicy(loadMoreFailure: .footerAndBanner))
    feed([.success(loaded), .loadingMore(loaded), .loadMoreFailure(loaded, offline)], to: loud)
    #expect(loud.current?.reason == .loadMoreFailed(offline))
  }

  @Test func aFullScreenRefreshFailureAnnouncesNothing() {
    let center = BannerCenter<ScreenFailure>(
      policy: PresentationPolicy(refreshFailure: .fullScreen))
    feed([.success(loaded), .refreshing(loaded), .refreshFailure(loaded, offline)], to: center)
    #expect(center.current == nil)
  }

  @Test func aFailureAlreadyShownWhenTheCenterStartsIsNotAnnounced() {
    // A center created late (a view that re-subscribes) starts from the current state.
    feed([.refreshFailure(loaded, offline)])
    #expect(center.current == nil)
  }

  @Test func dataStatesAnnounceToo() {
    let center = BannerCenter<ScreenFailure>()
    for state: Data in [.success(loaded), .refreshing(loaded), .refreshFailure(loaded, offline)] {
      center.receive(state)
    }
    #expect(center.current?.reason == .refreshFailed(offline))
  }

  @Test func dismissalIsExplicitAndOnlyForTheCurrentBanner() throws {
    feed([.success(loaded), .refreshing(loaded), .refreshFailure(loaded, offline)])
    let first = try #require(center.current)
    feed([.refreshing(loaded), .success([4])])
    #expect(center.current == first)  // a success does not dismiss
    feed([.refreshing([4]), .refreshFailure([4], .server(code: 1))])
    let second = try #require(center.current)
    #expect(!center.dismiss(first))  // late dismissal of an old banner
    #expect(center.current == second)
    #expect(center.dismiss(second))
    #expect(center.current == nil)
  }

  @Test func subscribersGetNewBannersOnlyNeverAReplay() async throws {
    let early = center.banners()
    feed([.success(loaded), .refreshing(loaded), .refreshFailure(loaded, offline)])
    let late = center.banners()  // a view that re-subscribes after the first banner
    feed([.refreshing(loaded), .refreshFailure(loaded, .server(code: 2))])
    var earlyIterator = early.makeAsyncIterator()
    var lateIterator = late.makeAsyncIterator()
    #expect(await earlyIterator.next()?.failure == offline)
    #expect(await earlyIterator.next()?.failure == .server(code: 2))
    #expect(await lateIterator.next()?.failure == .server(code: 2))
  }

  @Test func streamsEndWhenTheCenterGoes() async {
    var center: BannerCenter<ScreenFailure>? = BannerCenter()
    let stream = center?.banners()
    weak let weakCenter = center
    center = nil
    #expect(weakCenter == nil)
    var iterator = stream?.makeAsyncIterator()
    #expect(await iterator?.next() == nil)
  }

  @Test func nsErrorsAreComparedByValue() {
    let center = BannerCenter<any Error>()
    let states: [DataState<Int, any Error>] = [
      .success(1), .refreshing(1), .refreshFailure(1, NSError(domain: "d", code: 1)),
      .refreshing(1), .refreshFailure(1, NSError(domain: "d", code: 1)),  // restored
      .refreshing(1), .refreshFailure(1, NSError(domain: "d", code: 2)),  // new
    ]
    for state in states { center.receive(state) }
    #expect(center.current?.id == 2)
    #expect((center.current?.failure as? NSError)?.code == 2)
  }

  @Test func existentialFailuresAreComparedByValue() {
    let center = BannerCenter<any Error>()
    let states: [DataState<Int, any Error>] = [
      .success(1), .refreshing(1), .refreshFailure(1, ScreenFailure.offline),
      .refreshing(1), .refreshFailure(1, ScreenFailure.offline),  // restored
      .refreshing(1), .refreshFailure(1, OpaqueFailure(reason: "a")),  // new
      .refreshing(1), .refreshFailure(1, OpaqueFailure(reason: "a")),  // restored
      .refreshing(1), .refreshFailure(1, OpaqueFailure(reason: "b")),  // new
    ]
    for state in states { center.receive(state) }
    #expect(center.current?.id == 3)
    #expect((center.current?.failure as? OpaqueFailure)?.reason == "b")
  }

  @Test func aCustomComparisonAnnouncesEqualRepeats() {
    let center = BannerCenter<ScreenFailure>(isSameFailure: { _, _ in false })
    feed(
      [
        .success(loaded), .refreshing(loaded), .refreshFailure(loaded, offline),
        .refreshing(loaded), .refreshFailure(loaded, offline),
      ], to: center)
    #expect(center.current?.id == 2)
  }

  @Test func bannersReadTheirFailure() {
    let banner = Banner(id: 7, reason: BannerReason<ScreenFailure>.loadMoreFailed(.server(code: 3)))
    #expect(banner.failure == .server(code: 3))
    #expect(banner.message == "ScreenFailure.server(code: 3)")
  }
}
