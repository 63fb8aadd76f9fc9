import AsyncState
import ExamplesCore
import Testing

/// Design source 003: the delegate-style screen, told each state once, in order, by a binder,
/// with the "Try Again" the article promises.
@MainActor
@Suite struct AccountModelTests {
  /// What the account view controller hears: each callback, in order.
  @MainActor
  final class Screen: LoadingStateDelegate {
    var calls: [String] = []
    func idle() { calls.append("idle") }
    func loading() { calls.append("loading") }
    func success() { calls.append("success") }
    func failure(description: String) { calls.append("failure: \(description)") }
  }

  /// What the container around it shows, as `LoadingContainerViewController` draws it.
  static func presentation(
    _ model: AccountModel
  ) -> ScreenPresentation<Account, any Error> {
    model.loader.presentation(policy: .default)
  }

  @Test func eachStateOnceInOrderThenTryAgain() async throws {
    let api = instantAPI(failureRate: 1)
    let model = AccountModel(api: api)
    let screen = Screen()
    let binder = model.loader.bind(to: screen)
    await model.loader.load()
    // Full screen failure, with "Try Again".
    #expect(Self.presentation(model).content == nil)
    let unavailable = try #require(Self.presentation(model).unavailableContent())
    #expect(unavailable.buttonTitle == "Try Again" && unavailable.isFailure)
    api.failing(false)
    await unavailable.perform(on: model.loader)
    #expect(
      screen.calls == [
        "idle", "loading", "failure: The server couldn't answer (account, request 1).",
        "loading", "success",
      ])
    #expect(Self.presentation(model).content != nil)
    #expect(Self.presentation(model).shownFailure == nil)
    let account = try #require(model.loader.state.value)
    #expect(
      model.lines == ["Name: \(account.name)", "Plan: \(account.plan)", "Loaded by request 2"])
    #expect(!binder.isCancelled)
  }

  @Test func aFailedRefreshShowsOverTheKeptContent() async throws {
    let api = instantAPI()
    let model = AccountModel(api: api)
    let screen = Screen()
    let binder = model.loader.bind(to: screen)
    await model.loader.load()
    api.failing(true)
    await model.loader.refresh()
    #expect(Self.presentation(model).content != nil)
    #expect(Self.presentation(model).bannerFailure != nil)
    #expect(screen.calls.last?.hasPrefix("failure: ") == true)
    #expect(model.lines.count == 3)
    #expect(!binder.isCancelled)
  }

  @Test func theBinderHoldsTheScreenWeakly() async {
    let model = AccountModel(api: instantAPI())
    var screen: Screen? = Screen()
    let binder = model.loader.bind(to: screen!)
    weak let weakScreen = screen
    screen = nil
    #expect(weakScreen == nil)
    await model.loader.load()
    #expect(binder.isCancelled)
  }

  @Test func noLinesBeforeTheAccountLoads() {
    #expect(AccountModel(api: instantAPI()).lines.isEmpty)
  }
}
