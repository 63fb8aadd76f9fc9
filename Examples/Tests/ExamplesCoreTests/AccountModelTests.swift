import AsyncState
import ExamplesCore
import Testing

/// Design source 003: the delegate-style screen, told each state once, in order, by a binder,
/// with the "Try Again" the article promises.
@MainActor
@Suite struct AccountModelTests {
  /// What `LoadingStateViewController` does with each callback: apply it to a display.
  @MainActor
  final class Screen: LoadingStateDelegate {
    var display = LoadingStateDisplay()
    var calls: [String] = []
    func idle() { calls.append("idle"); display.idle() }
    func loading() { calls.append("loading"); display.loading() }
    func success() { calls.append("success"); display.success() }
    func failure(description: String) {
      calls.append("failure: \(description)")
      display.failure(description: description)
    }
  }

  @Test func eachStateOnceInOrderThenTryAgain() async throws {
    let api = instantAPI(failureRate: 1)
    let model = AccountModel(api: api)
    let screen = Screen()
    let binder = LoadingStateBinder(observing: model.loader, delegate: screen)
    await model.loader.perform(.load)
    // Full screen failure, with "Try Again".
    #expect(!screen.display.showsContent)
    let button = try #require(screen.display.failure()?.button)
    #expect(button.title == "Try Again" && button.action == .retry)
    api.failing(false)
    await model.loader.perform(button.action)
    #expect(
      screen.calls == [
        "idle", "loading", "failure: The server couldn't answer (account, request 1).",
        "loading", "success",
      ])
    #expect(screen.display.showsContent && screen.display.failure() == nil)
    let account = try #require(model.loader.state.value)
    #expect(
      model.lines == ["Name: \(account.name)", "Plan: \(account.plan)", "Loaded by request 2"])
    #expect(binder.isActive)
  }

  @Test func aFailedRefreshShowsOverTheKeptContent() async throws {
    let api = instantAPI()
    let model = AccountModel(api: api)
    let screen = Screen()
    let binder = LoadingStateBinder(observing: model.loader, delegate: screen)
    await model.loader.perform(.load)
    api.failing(true)
    await model.loader.perform(.refresh)
    #expect(screen.display.showsFailureOverContent)
    #expect(model.lines.count == 3)
    #expect(binder.isActive)
  }

  @Test func theBinderHoldsTheScreenWeakly() async {
    let model = AccountModel(api: instantAPI())
    var screen: Screen? = Screen()
    let binder = LoadingStateBinder(observing: model.loader, delegate: screen!)
    weak let weakScreen = screen
    screen = nil
    #expect(weakScreen == nil)
    await model.loader.perform(.load)
    #expect(!binder.isActive)
  }

  @Test func noLinesBeforeTheAccountLoads() {
    #expect(AccountModel(api: instantAPI()).lines.isEmpty)
  }
}
