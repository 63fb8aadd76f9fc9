import AsyncState
import AsyncStateTesting
import Testing

/// `InputLoader.observe(_:)`: every move of the shown state, with its cause, in order — the
/// applied input's loader's moves and the input loader's own.
@MainActor
@Suite struct InputLoaderObservingTests {
  let clock = ManualClock()
  let search = ControlledFetch<String, String, LoadFailure>()

  func makeLoader() -> InputLoader<String, DataLoader<String, LoadFailure>> {
    InputLoader(
      input: "", debounce: .zero, isEmpty: { $0.isEmpty },
      configuration: .init(clock: clock), fetch: search.fetch)
  }

  @Test func observersSeeEveryMoveOfTheShownStateInOrder() async throws {
    let loader = makeLoader()
    var seen: [String] = []
    let observation = loader.observe { state, cause in seen.append("\(cause): \(state)") }
    loader.input = "a"
    try await search.nextCall().succeed(with: "A")
    await loader.load()
    loader.input = "ab"
    let call = try await search.nextCall()
    loader.cancel()
    try await call.cancellation()
    call.succeed(with: "late")
    loader.input = "abc"
    try await search.nextCall().fail(with: .offline)
    await loader.loader?.load()
    loader.input = ""
    #expect(
      seen == [
        "loadStarted: initialLoading",
        "loadSucceeded: success(A)",
        "loadStarted: refreshing(A)",
        "loadCancelled: success(A)",
        "loadStarted: refreshing(A)",
        "loadFailed: refreshFailure(A, offline)",
        "reset: idle",
      ])
    observation.cancel()
    loader.input = "b"
    try await search.nextCall().succeed(with: "B")
    await loader.load()
    #expect(seen.count == 7)
  }

  @Test func aNewInputWithACachedValueIsAMove() async throws {
    let fixture = CacheFixture(staleAfter: .seconds(60))
    let loader = InputLoader(
      input: 0, debounce: .zero, cache: fixture.cache
    ) { id in
      fixture.profile(id)
    }
    loader.input = 1
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "one"))
    await loader.load()
    loader.input = 2
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "two"))
    await loader.load()
    var seen: [String] = []
    let observation = loader.observe { state, cause in seen.append("\(cause): \(state)") }
    loader.input = 1
    #expect(seen == ["valueReplaced: success(one)"])
    observation.cancel()
  }

  @Test func theScreensActionsGoToTheAppliedInput() async throws {
    let loader = makeLoader()
    loader.input = "a"
    let load = Task { await loader.perform(.load) }
    try await search.nextCall().fail(with: .offline)
    await load.value
    #expect(loader.state == .failure(.offline))
    let retry = Task { await loader.perform(.retry) }
    let again = try await search.nextCall()
    #expect(again.argument == "a")
    again.succeed(with: "A")
    await retry.value
    #expect(loader.state == .success("A"))
    // A data loader has no next page: nothing is fetched.
    await loader.perform(.loadMore)
    #expect(search.callCount == 2)
  }

  @Test func cancellingATokenReleasesItsObserverAtOnce() {
    final class Witness {}
    let loader = makeLoader()
    weak var weakWitness: Witness?
    var token: StateObservation?
    do {
      let witness = Witness()
      weakWitness = witness
      token = loader.observe { _, _ in _ = witness }
    }
    #expect(weakWitness != nil)
    token?.cancel()
    #expect(weakWitness == nil)
  }
}
