import AsyncState
import AsyncStateTesting
import Testing

/// Each banner is announced once, when it first shows; nothing is announced for a banner seen
/// again, an older one, or none.
@Suite struct BannerAnnouncerTests {
  let refreshFailed = Banner(id: 1, failure: ScreenFailure.offline)
  let pageFailed = Banner(id: 2, failure: ScreenFailure.offline, isLoadMoreFailure: true)

  /// Reports `banners` to a new announcer, in order; returns what each announced.
  static func announcements(_ banners: [Banner<ScreenFailure>?]) -> [String?] {
    var announcer = BannerAnnouncer()
    return banners.map { announcer.announcement(for: $0) }
  }

  @Test func aNewBannerIsAnnouncedWithItsTitleAndMessage() {
    var announcer = BannerAnnouncer()
    let text = announcer.announcement(for: refreshFailed)
    #expect(text == "Couldn't Refresh. ScreenFailure.offline")
    #expect(announcer.lastAnnouncedID == 1)
    #expect(BannerAnnouncer.text(for: refreshFailed) == text)
  }

  @Test func theSameBannerSeenAgainIsNotAnnouncedAgain() {
    let texts = Self.announcements([refreshFailed, refreshFailed, nil, refreshFailed])
    #expect(texts == ["Couldn't Refresh. ScreenFailure.offline", nil, nil, nil])
  }

  @Test func aNewerBannerIsAnnouncedAndAnOlderOneNever() {
    let texts = Self.announcements([pageFailed, refreshFailed])
    #expect(texts == ["Couldn't Load More. ScreenFailure.offline", nil])
  }

  @Test func noBannerAnnouncesNothing() {
    #expect(Self.announcements([nil, nil]) == [nil, nil])
    #expect(BannerAnnouncer().lastAnnouncedID == nil)
  }

  @Test func titlesNameWhatFailed() {
    #expect(Banner.refreshFailed(offline).title == "Couldn't Refresh")
    #expect(Banner.loadMoreFailed(offline).title == "Couldn't Load More")
    #expect(pageFailed.title == "Couldn't Load More")
  }
}

/// The announcer behind `errorBanner(_:)`, fed a real center's current banner on every change:
/// two failed refreshes are two announcements; dismissing and re-rendering is none.
@MainActor
@Suite struct BannerAnnouncerCenterTests {
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  @Test func eachFailedRefreshIsAnnouncedOnce() async throws {
    let loader = DataLoader(initialState: .success(1), fetch: fetch.fetch)
    let center = BannerCenter(observing: loader)
    var announcer = BannerAnnouncer()
    var announced: [String] = []
    func render() {
      if let text = announcer.announcement(for: center.current) { announced.append(text) }
    }

    render()
    for _ in 1...2 {
      let refresh = Task { await loader.refresh() }
      try await fetch.nextCall().fail(with: .offline)
      await refresh.value
      render()
      render()  // a re-render announces nothing
    }
    let banner = try #require(center.current)
    center.dismiss(banner)
    render()
    #expect(announced == Array(repeating: "Couldn't Refresh. LoadFailure.offline", count: 2))
  }
}
