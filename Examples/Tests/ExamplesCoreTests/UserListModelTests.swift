import AsyncState
import ExamplesCore
import Testing

/// Design source 000: what the user list shows in each state, and what its buttons do.
@MainActor
@Suite struct UserListModelTests {
  let api = instantAPI()

  @Test func idleThenLoadingThenTheUsers() async throws {
    let model = UserListModel(api: api)
    #expect(model.content == .idle)
    let log = TransitionLog(model.loader)
    await model.appear()
    let users = try #require(model.loader.state.value)
    #expect(!users.isEmpty)
    #expect(model.content == .users(users))
    // The enum, state by state: loading, then content.
    #expect(log.states.map { $0.phase.isLoading } == [true, false])
    #expect(model.phase.value == users)
  }

  @Test func aFailureShowsItsMessageAndTryAgainLoads() async throws {
    let model = UserListModel(api: api)
    api.failing(true)
    await model.appear()
    #expect(model.content == .failed(message: "The server couldn't answer (users, request 1)."))
    api.failing(false)
    await model.reload()
    #expect(model.content == .users(try #require(model.loader.state.value)))
    #expect(api.requestCount(.users) == 2)
  }

  @Test func appearingAgainDoesNotReload() async {
    let model = UserListModel(api: api)
    await model.appear()
    await model.appear()
    #expect(api.requestCount(.users) == 1)
  }

  @Test func aRefreshKeepsTheUsersOnScreen() async throws {
    let model = UserListModel(api: api)
    await model.appear()
    let users = try #require(model.loader.state.value)
    let log = TransitionLog(model.loader)
    await model.reload()
    #expect(log.states.first?.isRefreshing == true)
    #expect(log.states.first?.phase.value == users)
    #expect(model.loader.state.value?.isEmpty == false)
  }
}

extension AsyncPhase {
  fileprivate var isLoading: Bool {
    if case .loading = self { true } else { false }
  }
}
