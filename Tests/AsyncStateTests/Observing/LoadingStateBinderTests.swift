import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Every call a delegate receives, in order, shared so it outlives the delegate.
@MainActor
final class CallLog {
  var calls: [String] = []
}

/// A seed 003-style controller: the three callbacks only.
@MainActor
final class SeedController: LoadingStateDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func idle() { log.calls.append("idle") }
  func loading() { log.calls.append("loading") }
  func success() { log.calls.append("success") }
  func failure(description: String) { log.calls.append("failure(\(description))") }
}

/// A controller that renders whole presentations and also logs the callbacks.
@MainActor
final class PresentingController<Value, Failure: Error>: PresentationDelegate {
  let log: CallLog
  var presentations: [ScreenPresentation<Value, Failure>] = []
  init(log: CallLog) { self.log = log }
  func idle() { log.calls.append("idle") }
  func loading() { log.calls.append("loading") }
  func success() { log.calls.append("success") }
  func failure(description: String) { log.calls.append("failure(\(description))") }
  func present(_ presentation: ScreenPresentation<Value, Failure>) {
    log.calls.append("present")
    presentations.append(presentation)
  }
}

/// A controller that owns its loader and its binder, as a UIKit screen would.
@MainActor
final class OwningController: LoadingStateDelegate {
  let loader: DataLoader<Int, LoadFailure>
  let log: CallLog
  var binder: LoadingStateBinder<DataState<Int, LoadFailure>>?

  init(loader: DataLoader<Int, LoadFailure>, log: CallLog) {
    self.loader = loader
    self.log = log
    binder = LoadingStateBinder(observing: loader, delegate: self)
  }

  func loading() { log.calls.append("loading") }
  func success() { log.calls.append("success") }
  func failure(description: String) { log.calls.append("failure(\(description))") }
}

struct DescribedFailure: LocalizedError, Equatable {
  var errorDescription: String? { "The feed is unavailable." }
}

@MainActor
@Suite struct LoadingStateBinderTests {
  let log = CallLog()
  let fetch = ControlledFetch<Int, LoadFailure>()

  func makeLoader(_ state: DataState<Int, LoadFailure> = .idle) -> DataLoader<Int, LoadFailure> {
    DataLoader(initialState: state, fetch: fetch.fetch)
  }

  // MARK: Exact callback sequences with real loaders

  @Test func aFullLoad() async throws {
    let loader = makeLoader()
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(log.calls == ["idle", "loading", "success"])
    #expect(binder.isActive)
  }

  @Test func aRefreshKeepsTheContentAndShowsNoBlockingSpinner() async throws {
    let loader = makeLoader(.success(1))
    let controller = PresentingController<Int, LoadFailure>(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    let refresh = Task { await loader.refresh() }
    try await fetch.nextCall().succeed(with: 2)
    await refresh.value
    #expect(log.calls == ["success", "present", "loading", "present", "success", "present"])
    #expect(
      controller.presentations == [
        ScreenPresentation(main: .content(1)),
        ScreenPresentation(main: .content(1), activity: .refresh),
        ScreenPresentation(main: .content(2)),
      ])
    #expect(binder.policy == .default)
  }

  @Test func aFailedRefresh() async throws {
    let loader = makeLoader(.success(1))
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    let banners = BannerCenter<LoadFailure>(observing: loader)
    let refresh = Task { await loader.refresh() }
    try await fetch.nextCall().fail(with: .offline)
    await refresh.value
    #expect(log.calls == ["success", "loading", "failure(LoadFailure.offline)"])
    #expect(banners.current?.reason == .refreshFailed(.offline))
    #expect(binder.isActive)
  }

  @Test func aPageFailure() async throws {
    let pages = ControlledArgumentFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(fetchPage: pages.fetch)
    let controller = PresentingController<[Post], LoadFailure>(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().fail(with: .server(503))
    await more.value
    #expect(
      log.calls.filter { $0 != "present" } == [
        "idle", "loading", "success", "loading", "failure(LoadFailure.server(503))",
      ])
    #expect(controller.presentations.last?.footer == .retry(.server(503)))
    #expect(controller.presentations.last?.content == posts(0..<3))
    #expect(binder.isActive)
  }

  @Test func aCancelledFirstLoad() async throws {
    let loader = makeLoader()
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    loader.cancel()
    await load.value
    #expect(call.isCancelled)
    #expect(log.calls == ["idle", "loading", "idle"])
    #expect(binder.isActive)
  }

  @Test func aCancelledRetryRestoresTheFailureWithoutABanner() async throws {
    let loader = makeLoader(.refreshFailure(1, .offline))
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    let banners = BannerCenter<LoadFailure>(observing: loader)
    let refresh = Task { await loader.refresh() }
    _ = try await fetch.nextCall()
    loader.cancel()
    await refresh.value
    #expect(
      log.calls == [
        "failure(LoadFailure.offline)", "loading", "failure(LoadFailure.offline)",
      ])
    #expect(banners.current == nil)
    #expect(binder.isActive)
  }

  // MARK: Lifetime

  @Test func noCallbackAfterTheDelegateIsGone() async throws {
    let loader = makeLoader()
    var controller: SeedController? = SeedController(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: try #require(controller))
    weak let weakController = controller
    controller = nil
    #expect(weakController == nil)
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(log.calls == ["idle"])
    #expect(!binder.isActive)
  }

  @Test func aControllerOwningLoaderAndBinderFormsNoCycle() async throws {
    var controller: OwningController? = OwningController(loader: makeLoader(), log: log)
    weak let weakController = controller
    weak let weakLoader = controller?.loader
    weak let weakBinder = controller?.binder
    controller = nil
    #expect(weakController == nil)
    #expect(weakBinder == nil)
    #expect(weakLoader == nil)
  }

  @Test func theBinderDoesNotKeepTheLoaderAlive() throws {
    var loader: DataLoader<Int, LoadFailure>? = makeLoader()
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder(observing: try #require(loader), delegate: controller)
    weak let weakLoader = loader
    loader = nil
    #expect(weakLoader == nil)
    #expect(binder.isActive)
  }

  @Test func stopEndsTheCallbacks() async throws {
    let loader = makeLoader()
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    binder.stop()
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(log.calls == ["idle"])
    #expect(!binder.isActive)
  }

  // MARK: Fed by hand

  @Test func aHandFedBinderCallsOncePerState() {
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder<PagingState<[Int], DescribedFailure>>(delegate: controller)
    let states: [PagingState<[Int], DescribedFailure>] = [
      .idle, .initialLoading, .success([1]), .loadingMore([1]), .loadMoreFailure([1], .init()),
      .refreshing([1]), .endReached([1, 2]),
    ]
    for state in states { binder.receive(state) }
    #expect(
      log.calls == [
        "idle", "loading", "success", "loading", "failure(The feed is unavailable.)",
        "loading", "success",
      ])
  }

  @Test func theRetryingPolicyStillReportsLoading() {
    let controller = SeedController(log: log)
    let binder = LoadingStateBinder<DataState<Int, DescribedFailure>>(
      delegate: controller, policy: PresentationPolicy(retrying: .blockingSpinner))
    binder.receive(.failure(.init()))
    binder.receive(.retrying(.init()))
    #expect(log.calls == ["failure(The feed is unavailable.)", "loading"])
  }

  @Test func aFreshValueRendersWithNoLoadingFrame() async {
    // Seed 002: a model that already loaded renders content at once, and load() is a no-op.
    let loader = makeLoader(.success(7))
    let controller = PresentingController<Int, LoadFailure>(log: log)
    let binder = LoadingStateBinder(observing: loader, delegate: controller)
    let gate = ProgressGate(clock: ManualClock())
    gate.setLoading(controller.presentations.last?.showsBlockingSpinner ?? true)
    await loader.load()
    #expect(log.calls == ["success", "present"])
    #expect(controller.presentations == [ScreenPresentation(main: .content(7))])
    #expect(!gate.isVisible && !gate.isLoading)
    #expect(fetch.callCount == 0)
    #expect(binder.isActive)
  }
}
