import AsyncState
import Testing

/// What replaces the content, state by state: the failure with its "Try Again" button, and
/// the final empty result.
@Suite struct UnavailableContentTests {
  typealias State = PagingState<[Int], ScreenFailure>

  static let failure = UnavailableContent(
    title: "Couldn't Load", message: "ScreenFailure.offline",
    systemImage: "exclamationmark.triangle", buttonTitle: "Try Again", isFailure: true)
  static let retrying = UnavailableContent(
    title: "Couldn't Load", message: "ScreenFailure.offline",
    systemImage: "exclamationmark.triangle", buttonTitle: "Try Again", isFailure: true,
    isInProgress: true)
  static let empty = UnavailableContent(
    title: "Nothing Here", systemImage: "tray", buttonTitle: "Refresh", isFailure: false)
  static let emptyRefreshing = UnavailableContent(
    title: "Nothing Here", systemImage: "tray", buttonTitle: "Refresh", isFailure: false,
    isInProgress: true)

  /// Every paging state, with a loaded list and with an empty one.
  static let rows: [(State, UnavailableContent?)] = [
    (.idle, nil),
    (.initialLoading, nil),
    (.failure(offline), failure),
    (.retrying(offline), retrying),
    (.success(loaded), nil),
    (.refreshing(loaded), nil),
    (.refreshFailure(loaded, offline), nil),
    (.endReached(loaded), nil),
    (.loadingMore(loaded), nil),
    (.loadMoreFailure(loaded, offline), nil),
    // Empty: final only when no page is on its way.
    (.endReached([]), empty),
    (.refreshing([]), emptyRefreshing),
    (.refreshFailure([], offline), empty),
    (.success([]), nil),  // the load-more footer may still fill it
    (.loadingMore([]), nil),
    (.loadMoreFailure([], offline), nil),  // the retry row stays reachable
  ]

  @Test(arguments: rows)
  func eachState(_ state: State, _ expected: UnavailableContent?) {
    #expect(state.presentation().unavailableContent(isEmpty: \.isEmpty) == expected)
  }

  @Test func aValueIsNeverEmptyByDefault() {
    let presentation = DataState<[Int], ScreenFailure>.success([]).presentation()
    #expect(presentation.unavailableContent() == nil)
    #expect(presentation.unavailableContent(isEmpty: \.isEmpty) == Self.empty)
  }

  @Test func aFullScreenRefreshFailureOffersTryAgain() {
    let state = DataState<[Int], ScreenFailure>.refreshFailure(loaded, offline)
    let presentation = state.presentation(policy: [.fullScreenRefreshFailure])
    #expect(presentation.unavailableContent(isEmpty: \.isEmpty) == Self.failure)
  }

  @Test func aRetryWithTheBlockingSpinnerShowsNoFailure() {
    let state = DataState<[Int], ScreenFailure>.retrying(offline)
    let presentation = state.presentation(policy: [.blockingSpinnerWhileRetrying])
    #expect(presentation.unavailableContent() == nil)
    #expect(presentation.showsBlockingSpinner)
  }

  @Test func theLabelsAreTheCallers() {
    let labels = PresentationLabels(
      retry: "Réessayer", failureTitle: "Échec", emptyTitle: "Rien", refresh: "Actualiser")
    let failed = DataState<[Int], ScreenFailure>.failure(.server(code: 500)).presentation()
    let content = failed.unavailableContent(labels: labels)
    #expect(content?.title == "Échec")
    #expect(content?.message == "ScreenFailure.server(code: 500)")
    #expect(content?.buttonTitle == "Réessayer")
    let empty = DataState<[Int], ScreenFailure>.success([]).presentation()
    let emptyContent = empty.unavailableContent(isEmpty: \.isEmpty, labels: labels)
    #expect(emptyContent?.title == "Rien")
    #expect(emptyContent?.message == nil)
    #expect(emptyContent?.buttonTitle == "Actualiser")
  }

  @MainActor @Test func theButtonRetriesAFailureAndRefreshesAnEmptyResult() async {
    let source = CallRecordingSource()
    await Self.failure.perform(on: source)
    await Self.retrying.perform(on: source)
    await Self.empty.perform(on: source)
    #expect(source.calls == ["retry", "retry", "refresh"])
  }
}
