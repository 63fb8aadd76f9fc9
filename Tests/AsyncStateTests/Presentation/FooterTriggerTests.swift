import AsyncState
import AsyncStateTesting
import Testing

/// When a list footer asks for the next page: once per page, when in view.
@MainActor
@Suite struct FooterTriggerTests {
  typealias Footer = ScreenPresentation<[Int], ScreenFailure>.Footer

  enum Event: Sendable, CustomStringConvertible {
    case footer(Footer), appeared, disappeared

    func apply(to trigger: inout FooterTrigger) -> FooterTrigger.Command? {
      switch self {
      case .footer(let footer): return trigger.update(footer)
      case .appeared: return trigger.footerAppeared()
      case .disappeared:
        trigger.footerDisappeared()
        return nil
      }
    }

    var description: String {
      switch self {
      case .footer(let footer): "footer(\(footer))"
      case .appeared: "appeared"
      case .disappeared: "disappeared"
      }
    }
  }

  struct Row: Sendable, CustomStringConvertible {
    let events: [Event]
    let loads: [Bool]
    var description: String { events.map(\.description).joined(separator: ", ") }
  }

  nonisolated static let rows: [Row] = [
    // A page loaded off screen: the footer scrolls into view once → one request; scrolling
    // in and out again asks nothing more.
    Row(
      events: [.footer(.loadMoreTrigger), .appeared, .disappeared, .appeared],
      loads: [false, true, false, false]),
    // The same trigger reported again (a re-render) does not re-arm.
    Row(
      events: [.footer(.loadMoreTrigger), .appeared, .footer(.loadMoreTrigger), .appeared],
      loads: [false, true, false, false]),
    // The next page: loading, then a trigger again → armed again.
    Row(
      events: [
        .footer(.loadMoreTrigger), .appeared, .disappeared, .footer(.loadingMore),
        .footer(.loadMoreTrigger), .appeared,
      ],
      loads: [false, true, false, false, false, true]),
    // A short page: the footer never left the screen, so the new trigger fires at once.
    Row(
      events: [
        .footer(.loadMoreTrigger), .appeared, .footer(.loadingMore), .footer(.loadMoreTrigger),
      ],
      loads: [false, true, false, true]),
    // A failed page's retry row never asks, however often it appears.
    Row(
      events: [.footer(.retry(.offline)), .appeared, .disappeared, .appeared],
      loads: [false, false, false, false]),
    // After the retry succeeded, the trigger is back and in view: one request.
    Row(
      events: [
        .appeared, .footer(.retry(.offline)), .footer(.loadingMore), .footer(.loadMoreTrigger),
      ],
      loads: [false, false, false, true]),
    // The end, or no footer, never asks.
    Row(events: [.footer(.end), .appeared], loads: [false, false]),
    Row(events: [.footer(.none), .appeared], loads: [false, false]),
    // A trigger that went away before the footer appeared (a refresh) does not fire later.
    Row(
      events: [.footer(.loadMoreTrigger), .footer(.none), .appeared],
      loads: [false, false, false]),
  ]

  @Test(arguments: rows)
  func table(_ row: Row) {
    var trigger = FooterTrigger()
    let loads = row.events.map { $0.apply(to: &trigger) == .loadMore }
    #expect(loads == row.loads)
  }

  @Test func visibilityIsTracked() {
    var trigger = FooterTrigger()
    #expect(!trigger.isFooterVisible && !trigger.isArmed)
    _ = trigger.update(Footer.loadMoreTrigger)
    #expect(trigger.isArmed)
    _ = trigger.footerAppeared()
    #expect(trigger.isFooterVisible && !trigger.isArmed)
    trigger.footerDisappeared()
    #expect(!trigger.isFooterVisible)
  }

  // MARK: Against a loader: once per page

  @Test func aFooterThatStaysInViewLoadsEachPageOnceUntilTheEnd() async throws {
    let pages = ControlledArgumentFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(fetchPage: pages.fetch)
    var trigger = FooterTrigger()
    var requested: [Int?] = []
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    // The footer is in view before the trigger is reported (a short first page).
    #expect(trigger.footerAppeared() == nil)
    for (cursor, next) in [(1, Optional(2)), (2, nil)] {
      #expect(trigger.update(loader.state.presentation().footer) == .loadMore)
      // A second appearance while the page loads asks nothing.
      let more = Task { await loader.perform(.loadMore) }
      let call = try await pages.nextCall()
      requested.append(call.argument)
      #expect(trigger.update(loader.state.presentation().footer) == nil)
      #expect(trigger.footerAppeared() == nil)
      call.succeed(with: Page(items: posts(cursor * 2..<cursor * 2 + 2), next: next))
      await more.value
    }
    #expect(trigger.update(loader.state.presentation().footer) == nil)
    #expect(loader.state == .endReached(posts(0..<6)))
    #expect(requested == [1, 2])
    #expect(pages.callCount == 3)
  }

  @Test func aFailedPageIsRetriedOnlyByItsButton() async throws {
    let pages = ControlledArgumentFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(fetchPage: pages.fetch)
    var trigger = FooterTrigger()
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    #expect(trigger.update(loader.state.presentation().footer) == nil)
    #expect(trigger.footerAppeared() == .loadMore)
    let more = Task { await loader.perform(.loadMore) }
    try await pages.nextCall().fail(with: .offline)
    await more.value
    let footer = loader.state.presentation().footer
    #expect(trigger.update(footer) == nil)
    #expect(trigger.footerAppeared() == nil)
    // The retry row's button performs the row's action.
    let action = try #require(ListFooterRow(footer)?.action)
    #expect(action == .retry)
    let retry = Task { await loader.perform(action) }
    let call = try await pages.nextCall()
    #expect(call.argument == 1)
    call.succeed(with: Page(items: posts(2..<4), next: 2))
    await retry.value
    #expect(trigger.update(loader.state.presentation().footer) == .loadMore)
  }
}
