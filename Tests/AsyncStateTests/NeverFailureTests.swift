import AsyncState
import Testing

/// With `Failure == Never` the failure cases are uninhabited: these switches compile only
/// because the compiler accepts them as exhaustive without the failure cases.
@Suite struct NeverFailureTests {
  @Test func dataStateSwitchOmitsFailureCases() {
    func render(_ state: DataState<Int, Never>) -> String {
      switch state {
      case .idle: "idle"
      case .initialLoading: "loading"
      case .refreshing(let value): "refreshing \(value)"
      case .success(let value): "value \(value)"
      }
    }
    var state = DataState<Int, Never>.idle
    #expect(render(state) == "idle")
    state.startLoading()
    #expect(render(state) == "loading")
    state.succeed(with: 3)
    #expect(render(state) == "value 3")
    state.startLoading()
    #expect(render(state) == "refreshing 3")
  }

  @Test func pagingStateSwitchOmitsFailureCases() {
    func render(_ state: PagingState<[Int], Never>) -> String {
      switch state {
      case .idle: "idle"
      case .initialLoading: "loading"
      case .refreshing(let items): "refreshing \(items.count)"
      case .success(let items): "more after \(items.count)"
      case .endReached(let items): "end after \(items.count)"
      case .loadingMore(let items): "paging after \(items.count)"
      }
    }
    var state = PagingState<[Int], Never>.idle
    state.startLoading()
    state.succeed(with: [1, 2])
    #expect(render(state) == "more after 2")
    state.startLoadingMore()
    #expect(render(state) == "paging after 2")
    state.appendPage([3], hasMore: false)
    #expect(render(state) == "end after 3")
  }

  @Test func phaseSwitchOmitsFailure() {
    let state = DataState<Int, Never>.success(1).phase
    let text: String =
      switch state {
      case .empty, .loading: "-"
      case .content(let value): "\(value)"
      }
    #expect(text == "1")
  }
}
