import AsyncState
import Testing

/// The footer row of a paged list, footer by footer, and what its button does.
@Suite struct ListFooterRowTests {
  typealias Footer = ScreenPresentation<[Int], ScreenFailure>.Footer

  static let rows: [(Footer, ListFooterRow?)] = [
    (.none, nil),
    (.loadMoreTrigger, .loading),
    (.loadingMore, .loading),
    (.retry(.server(code: 503)), .retry(message: "ScreenFailure.server(code: 503)")),
    (.end, .end),
  ]

  @Test(arguments: rows)
  func eachFooter(_ footer: Footer, _ expected: ListFooterRow?) {
    #expect(ListFooterRow(footer) == expected)
  }

  @Test func onlyTheRetryRowHasAButton() {
    #expect(ListFooterRow.retry(message: "x").action == .retry)
    #expect(ListFooterRow.loading.action == nil)
    #expect(ListFooterRow.end.action == nil)
  }
}
