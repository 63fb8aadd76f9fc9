import AsyncState
import Testing

/// The footer's rows, and the one identity the trigger and the page load share.
@Suite struct FooterRowTests {
  typealias Footer = TestPresentation.Footer

  static let rows: [(Footer, FooterRow<ScreenFailure>?)] = [
    (.none, nil),
    (.loadMoreTrigger, .progress(isLoading: false)),
    (.loadingMore, .progress(isLoading: true)),
    (.retry(offline), .retry(offline)),
    (.end, .end),
  ]

  @Test(arguments: rows)
  func eachFooterHasItsRow(footer: Footer, row: FooterRow<ScreenFailure>?) {
    #expect(footer.row == row)
  }

  @Test func theTriggerAndThePageLoadAreOneRow() {
    // The row that requests the page stays the same row while the page loads, so SwiftUI
    // neither removes it nor cancels what it started.
    let trigger = PagingState<[Int], ScreenFailure>.success(loaded).presentation().footer.row
    let loading = PagingState<[Int], ScreenFailure>.loadingMore(loaded).presentation().footer.row
    #expect(trigger?.id == .progress)
    #expect(trigger?.id == loading?.id)
    #expect(trigger != loading)
  }

  @Test func theRetryAndEndRowsHaveTheirOwnIdentities() {
    let ids = [FooterRow<ScreenFailure>.progress(isLoading: false), .retry(offline), .end].map(\.id)
    #expect(Set(ids).count == 3)
    #expect(Set(ids) == Set(FooterRow<ScreenFailure>.ID.allCases))
  }

  @Test(arguments: PagingKind.allCases)
  func onlyLoadedPagesHaveARow(kind: PagingKind) {
    let row = kind.state(value: loaded).presentation().footer.row
    switch kind {
    case .success, .loadingMore: #expect(row?.id == .progress)
    case .loadMoreFailure: #expect(row == .retry(offline))
    case .endReached: #expect(row == .end)
    case .idle, .initialLoading, .refreshing, .retrying, .failure, .refreshFailure:
      #expect(row == nil)
    }
  }
}
