import AsyncState
import Testing

/// The one branch a state view's main area takes, for every state, with and without the
/// spinner, and for empty values.
@Suite struct DisplayPhaseTests {
  typealias Phase = DisplayPhase<[Int], ScreenFailure>

  /// Every paging state's phase when the spinner does not show, under the default policy.
  static let withoutSpinner: [(PagingKind, Phase)] = [
    (.idle, .placeholder),
    (.initialLoading, .placeholder),
    (.refreshing, .content(loaded)),
    (.retrying, .failure(offline, isRetrying: true)),
    (.success, .content(loaded)),
    (.endReached, .content(loaded)),
    (.failure, .failure(offline, isRetrying: false)),
    (.refreshFailure, .content(loaded)),
    (.loadingMore, .content(loaded)),
    (.loadMoreFailure, .content(loaded)),
  ]

  @Test(arguments: withoutSpinner)
  func eachStateWithoutTheSpinner(kind: PagingKind, expected: Phase) {
    let presentation = kind.state(value: loaded).presentation()
    #expect(presentation.displayPhase(showsSpinner: false) == expected)
  }

  @Test(arguments: PagingKind.allCases)
  func theSpinnerWinsOverEveryState(kind: PagingKind) {
    // A gate lingering after the load ended still covers the main area with the spinner.
    let presentation = kind.state(value: loaded).presentation()
    #expect(presentation.displayPhase(showsSpinner: true) == .loading)
  }

  @Test func aFirstLoadShorterThanTheDelayIsAPlaceholderThroughout() {
    let presentation = PagingState<[Int], ScreenFailure>.initialLoading.presentation()
    #expect(presentation.showsBlockingSpinner)
    #expect(presentation.displayPhase(showsSpinner: false) == .placeholder)
  }

  @Test func aRetryUnderTheBlockingSpinnerPolicyIsAPlaceholderUntilTheSpinnerShows() {
    let policy: PresentationPolicy = [.blockingSpinnerWhileRetrying]
    let presentation = DataState<[Int], ScreenFailure>.retrying(offline)
      .presentation(policy: policy)
    #expect(presentation.displayPhase(showsSpinner: false) == .placeholder)
    #expect(presentation.displayPhase(showsSpinner: true) == .loading)
  }

  @Test func aFailedRefreshUnderTheFullScreenPolicyIsAFailure() {
    let policy: PresentationPolicy = [.fullScreenRefreshFailure]
    let presentation = DataState<[Int], ScreenFailure>.refreshFailure(loaded, offline)
      .presentation(policy: policy)
    #expect(presentation.displayPhase(showsSpinner: false) == .failure(offline, isRetrying: false))
  }

  /// Empty content is `empty` only when nothing more is coming below it.
  static let emptyContent: [(PagingKind, Phase)] = [
    (.refreshing, .empty),
    (.success, .content([])),  // the trigger must stay on screen to request the next page
    (.endReached, .empty),
    (.refreshFailure, .empty),
    (.loadingMore, .content([])),  // the footer's spinner
    (.loadMoreFailure, .content([])),  // the footer's retry row
  ]

  @Test(arguments: emptyContent)
  func emptyContentIsEmptyOnlyWithNothingMoreComing(kind: PagingKind, expected: Phase) {
    let presentation = kind.state(value: []).presentation()
    #expect(presentation.displayPhase(showsSpinner: false) == expected)
  }

  @Test func anEmptyDataStateValueIsEmpty() {
    let presentation = DataState<[Int], ScreenFailure>.success([]).presentation()
    #expect(presentation.displayPhase(showsSpinner: false) == .empty)
  }

  @Test func aValueThatIsNotACollectionIsNeverEmptyByDefault() {
    let presentation = DataState<Int, ScreenFailure>.success(0).presentation()
    #expect(presentation.displayPhase(showsSpinner: false) == .content(0))
  }

  @Test func aCustomEmptinessTestDecides() {
    let presentation = DataState<Int, ScreenFailure>.success(0).presentation()
    #expect(presentation.displayPhase(showsSpinner: false, isEmpty: { $0 == 0 }) == .empty)
    #expect(presentation.displayPhase(showsSpinner: false, isEmpty: { _ in false }) == .content(0))
    let empty = DataState<[Int], ScreenFailure>.success([]).presentation()
    #expect(empty.displayPhase(showsSpinner: false, isEmpty: { _ in false }) == .content([]))
  }

  /// Every paging state's coarse phase, as `DataStateView`'s phases closure receives it, when
  /// the spinner does not show: a retry keeps the error, empty content is content.
  static let coarseWithoutSpinner: [(PagingKind, AsyncPhase<[Int], ScreenFailure>)] = [
    (.idle, .empty),
    (.initialLoading, .empty),
    (.refreshing, .content(loaded)),
    (.retrying, .failure(offline)),
    (.success, .content(loaded)),
    (.endReached, .content(loaded)),
    (.failure, .failure(offline)),
    (.refreshFailure, .content(loaded)),
    (.loadingMore, .content(loaded)),
    (.loadMoreFailure, .content(loaded)),
  ]

  @Test(arguments: coarseWithoutSpinner)
  func eachStatesCoarsePhaseWithoutTheSpinner(
    kind: PagingKind, expected: AsyncPhase<[Int], ScreenFailure>
  ) {
    let presentation = kind.state(value: loaded).presentation()
    #expect(presentation.phase(showsSpinner: false) == expected)
    #expect(presentation.phase(showsSpinner: true) == .loading)
  }

  @Test func aRetryUnderTheBlockingSpinnerPolicyIsCoarselyEmptyUntilTheSpinnerShows() {
    let policy: PresentationPolicy = [.blockingSpinnerWhileRetrying]
    let presentation = DataState<[Int], ScreenFailure>.retrying(offline)
      .presentation(policy: policy)
    #expect(presentation.phase(showsSpinner: false) == .empty)
    #expect(presentation.phase(showsSpinner: true) == .loading)
  }

  @Test func theCoarsePhaseOfEmptyContentIsContent() {
    let presentation = PagingState<[Int], ScreenFailure>.endReached([]).presentation()
    #expect(presentation.displayPhase(showsSpinner: false) == .empty)
    #expect(presentation.phase(showsSpinner: false) == .content([]))
  }

  @Test func projections() {
    let content = Phase.content(loaded)
    #expect(content.value == loaded && content.failure == nil && !content.isLoading)
    let failure = Phase.failure(offline, isRetrying: true)
    #expect(failure.value == nil && failure.failure == offline && !failure.isLoading)
    #expect(Phase.loading.isLoading)
    #expect(Phase.placeholder.value == nil && Phase.empty.value == nil)
  }
}

extension PagingKind {
  /// The state of this case around a chosen value, failing with `offline`.
  func state(value: [Int]) -> PagingState<[Int], ScreenFailure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing: .refreshing(value)
    case .retrying: .retrying(offline)
    case .success: .success(value)
    case .endReached: .endReached(value)
    case .failure: .failure(offline)
    case .refreshFailure: .refreshFailure(value, offline)
    case .loadingMore: .loadingMore(value)
    case .loadMoreFailure: .loadMoreFailure(value, offline)
    }
  }
}
