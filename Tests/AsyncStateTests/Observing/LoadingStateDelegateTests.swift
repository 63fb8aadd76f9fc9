import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Every call a delegate receives, in order, shared so it outlives the delegate.
@MainActor
final class CallLog {
  var calls: [String] = []
}

/// A delegate-style controller that logs every callback.
@MainActor
final class SeedController: LoadingStateDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func idle() { log.calls.append("idle") }
  func loading() { log.calls.append("loading") }
  func success() { log.calls.append("success") }
  func failure(description: String) { log.calls.append("failure(\(description))") }
}

/// Records the presentation of every state of a source, the current one first, as a
/// controller that renders whole presentations would.
@MainActor
final class PresentationRecorder<Source: StateSource> where Source.State: PresentableState {
  var presentations: [ScreenPresentation<Source.State.Value, Source.State.Failure>] = []
  private var observation: StateObservation?

  init(_ source: Source) {
    presentations = [source.state.presentation(policy: .default)]
    observation = source.observe { [weak self] state, _ in
      self?.presentations.append(state.presentation(policy: .default))
    }
  }
}

/// A controller that implements only the callbacks it needs; the others do nothing.
@MainActor
final class FailureOnlyController: LoadingStateDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func failure(description: String) { log.calls.append("failure(\(description))") }
}

/// A controller that owns its loader and its binder, as a UIKit screen would.
@MainActor
final class OwningController: LoadingStateDelegate {
  let loader: DataLoader<Int, LoadFailure>
  let log: CallLog
  var binder: StateObservation?

  init(loader: DataLoader<Int, LoadFailure>, log: CallLog) {
    self.loader = loader
    self.log = log
    binder = loader.bind(to: self)
  }

  func loading() { log.calls.append("loading") }
  func success() { log.calls.append("success") }
  func failure(description: String) { log.calls.append("failure(\(description))") }
}

struct DescribedFailure: LocalizedError, Equatable {
  var errorDescription: String? { "The feed is unavailable." }
}

@MainActor
@Suite struct LoadingStateDelegateTests {
  let log = CallLog()
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  func makeLoader(_ state: DataState<Int, LoadFailure> = .idle) -> DataLoader<Int, LoadFailure> {
    DataLoader(initialState: state, fetch: fetch.fetch)
  }

  // MARK: Exact callback sequences with real loaders

  @Test func aFullLoad() async throws {
    let loader = makeLoader()
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(log.calls == ["idle", "loading", "success"])
    #expect(!binder.isCancelled)
  }

  @Test func aRefreshKeepsTheContentAndShowsNoBlockingSpinner() async throws {
    let loader = makeLoader(.success(1))
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    let recorder = PresentationRecorder(loader)
    let refresh = Task { await loader.refresh() }
    try await fetch.nextCall().succeed(with: 2)
    await refresh.value
    #expect(log.calls == ["success", "loading", "success"])
    #expect(
      recorder.presentations == [
        ScreenPresentation(main: .content(1)),
        ScreenPresentation(main: .content(1), activity: .refresh),
        ScreenPresentation(main: .content(2)),
      ])
    #expect(!binder.isCancelled)
  }

  @Test func aFailedRefresh() async throws {
    let loader = makeLoader(.success(1))
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    let banners = BannerCenter<LoadFailure>(observing: loader)
    let refresh = Task { await loader.refresh() }
    try await fetch.nextCall().fail(with: .offline)
    await refresh.value
    #expect(log.calls == ["success", "loading", "failure(LoadFailure.offline)"])
    #expect(banners.current?.numbered(0) == .refreshFailed(.offline))
    #expect(!binder.isCancelled)
  }

  @Test func aPageFailure() async throws {
    let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(fetchPage: pages.fetch)
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    let recorder = PresentationRecorder(loader)
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().fail(with: .server(503))
    await more.value
    #expect(
      log.calls == [
        "idle", "loading", "success", "loading", "failure(LoadFailure.server(503))",
      ])
    #expect(recorder.presentations.last?.footer == .retry(.server(503)))
    #expect(recorder.presentations.last?.content == posts(0..<3))
    #expect(!binder.isCancelled)
  }

  @Test func aCancelledFirstLoad() async throws {
    let loader = makeLoader()
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    loader.cancel()
    await load.value
    #expect(log.calls == ["idle", "loading", "idle"])
    try await call.cancellation()
    #expect(!binder.isCancelled)
    // The cancelled fetch answers late; the answer is dropped and no load stays suspended.
    call.succeed(with: 1)
  }

  @Test func aCancelledRetryRestoresTheFailureWithoutABanner() async throws {
    let loader = makeLoader(.refreshFailure(1, .offline))
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    let banners = BannerCenter<LoadFailure>(observing: loader)
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.nextCall()
    loader.cancel()
    await refresh.value
    #expect(
      log.calls == [
        "failure(LoadFailure.offline)", "loading", "failure(LoadFailure.offline)",
      ])
    #expect(banners.current == nil)
    #expect(!binder.isCancelled)
    try await call.cancellation()
    call.succeed(with: 2)
  }

  // MARK: Lifetime

  @Test func noCallbackAfterTheDelegateIsGone() async throws {
    let loader = makeLoader()
    var controller: SeedController? = SeedController(log: log)
    let binder = loader.bind(to: try #require(controller))
    weak let weakController = controller
    controller = nil
    #expect(weakController == nil)
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(log.calls == ["idle"])
    #expect(binder.isCancelled)
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
    let binder = try #require(loader).bind(to: controller)
    weak let weakLoader = loader
    loader = nil
    #expect(weakLoader == nil)
    #expect(!binder.isCancelled)
  }

  @Test func stopEndsTheCallbacks() async throws {
    let loader = makeLoader()
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    binder.cancel()
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(log.calls == ["idle"])
    #expect(binder.isCancelled)
  }

  // MARK: Any source

  @Test func anySourceDrivesTheDelegateOncePerState() {
    let source = ScriptedSource<PagingState<[Int], DescribedFailure>>(.idle)
    let controller = SeedController(log: log)
    let binder = source.bind(to: controller)
    source.send([
      (.initialLoading, .loadStarted), (.success([1]), .loadSucceeded),
      (.loadingMore([1]), .loadStarted), (.loadMoreFailure([1], .init()), .loadFailed),
      (.refreshing([1]), .loadStarted), (.endReached([1, 2]), .loadSucceeded),
    ])
    #expect(
      log.calls == [
        "idle", "loading", "success", "loading", "failure(The feed is unavailable.)",
        "loading", "success",
      ])
    #expect(!binder.isCancelled)
  }

  @Test func unimplementedCallbacksDoNothing() {
    let source = ScriptedSource<DataState<Int, DescribedFailure>>(.idle)
    let controller = FailureOnlyController(log: log)
    let binder = source.bind(to: controller)
    source.send([(.initialLoading, .loadStarted), (.failure(.init()), .loadFailed)])
    #expect(log.calls == ["failure(The feed is unavailable.)"])
    #expect(!binder.isCancelled)
  }

  @Test func theRetryingPolicyStillReportsLoading() {
    let source = ScriptedSource<DataState<Int, DescribedFailure>>(.failure(.init()))
    let controller = SeedController(log: log)
    let binder = source.bind(to: controller, policy: [.blockingSpinnerWhileRetrying])
    source.send(.retrying(.init()), .loadStarted)
    #expect(log.calls == ["failure(The feed is unavailable.)", "loading"])
    #expect(!binder.isCancelled)
  }

  @Test func aFreshValueRendersWithNoLoadingFrame() async {
    // A model that already loaded renders content at once, and load() is a no-op.
    let loader = makeLoader(.success(7))
    let controller = SeedController(log: log)
    let binder = loader.bind(to: controller)
    let recorder = PresentationRecorder(loader)
    let gate = ProgressGate(clock: ManualClock())
    gate.setLoading(recorder.presentations.last?.showsBlockingSpinner ?? true)
    await loader.load()
    #expect(log.calls == ["success"])
    #expect(recorder.presentations == [ScreenPresentation(main: .content(7))])
    #expect(!gate.isVisible && !gate.isLoading)
    #expect(fetch.callCount == 0)
    #expect(!binder.isCancelled)
  }
}
