import AsyncState
import AsyncStateTesting
import Testing

/// Search as you type, filters and segments: `InputLoader` over data loaders, on a manual
/// clock, with every fetch a gate the test answers.
@MainActor
@Suite struct InputLoaderTests {
  let clock = ManualClock()
  let search = ControlledFetch<String, String, LoadFailure>()

  func makeLoader(
    debounce: Duration = .milliseconds(300),
    keepsPreviousValue: Bool = true,
    emptyInputValue: String? = nil
  ) -> InputLoader<String, DataLoader<String, LoadFailure>> {
    InputLoader(
      input: "",
      debounce: debounce, keepsPreviousValue: keepsPreviousValue, isEmpty: { $0.isEmpty },
      emptyInputValue: emptyInputValue,
      configuration: .init(clock: clock),
      fetch: search.fetch)
  }

  /// Sets the input and, without a debounce, waits for its fetch.
  func type(
    _ text: String, into loader: InputLoader<String, DataLoader<String, LoadFailure>>
  ) async throws -> ControlledFetch<String, String, LoadFailure>.Call {
    loader.input = text
    return try await search.nextCall()
  }

  /// Waits for the applied input's load to end.
  func settle(_ loader: InputLoader<String, DataLoader<String, LoadFailure>>) async {
    await loader.loader?.load()
  }

  // MARK: Debounce

  @Test func twentyKeystrokesInsideTheDebounceMakeOneFetch() async throws {
    let loader = makeLoader()
    let query = "swift concurrency!!"
    for length in 1...20 {
      loader.input = String(query.prefix(length))
      #expect(loader.isDebouncing)
      clock.advance(by: .milliseconds(50))
    }
    #expect(search.callCount == 0)
    #expect(loader.state == .idle)
    // Only the last keystroke's deadline is left; it ends 300 ms after that keystroke.
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(249))
    #expect(search.callCount == 0)
    clock.advance(by: .milliseconds(1))
    let call = try await search.nextCall()
    #expect(call.argument == String(query.prefix(20)))
    #expect(!loader.isDebouncing)
    #expect(loader.state == .initialLoading)
    call.succeed(with: "results")
    await settle(loader)
    #expect(loader.state == .success("results"))
    #expect(loader.loadedInput == query.prefix(20).description)
    #expect(search.callCount == 1)
    #expect(clock.sleeperCount == 0)
  }

  @Test func submitSkipsTheDebounce() async throws {
    let loader = makeLoader()
    loader.input = "swift"
    #expect(loader.isDebouncing)
    loader.submit()
    #expect(!loader.isDebouncing)
    let call = try await search.nextCall()
    #expect(call.argument == "swift")
    call.succeed(with: "S")
    await settle(loader)
    #expect(loader.state == .success("S"))
    // The cancelled deadline fires nothing.
    clock.advance(by: .seconds(1))
    await settle(loader)
    #expect(search.callCount == 1)
  }

  @Test func loadAppliesTheInitialInputAtOnce() async throws {
    let loader = InputLoader(
      input: "all", configuration: .init(clock: clock), fetch: search.fetch)
    #expect(loader.submittedInput == nil)
    let load = Task { await loader.load() }
    let call = try await search.nextCall()
    #expect(call.argument == "all")
    call.succeed(with: "everything")
    await load.value
    #expect(loader.state == .success("everything"))
    #expect(loader.submittedInput == "all")
  }

  @Test func settingTheAppliedInputAgainFetchesNothing() async throws {
    let loader = makeLoader(debounce: .zero)
    try await type("swift", into: loader).succeed(with: "S")
    await settle(loader)
    loader.input = "swift"
    loader.submit()
    await loader.load()
    #expect(search.callCount == 1)
    #expect(loader.state == .success("S"))
  }

  @Test func aChangeAndItsUndoInsideTheWindowFetchNothing() async throws {
    let loader = makeLoader()
    loader.input = "swift"
    loader.submit()
    try await search.nextCall().succeed(with: "S")
    await settle(loader)
    loader.input = "swiftu"
    #expect(loader.isDebouncing)
    #expect(loader.isReplacing)
    loader.input = "swift"
    #expect(!loader.isDebouncing)
    #expect(!loader.isReplacing)
    clock.advance(by: .seconds(1))
    await settle(loader)
    #expect(search.callCount == 1)
    #expect(loader.state == .success("S"))
  }

  // MARK: Latest input wins

  @Test func responsesInReverseOrderShowOnlyTheLatest() async throws {
    let loader = makeLoader(debounce: .zero)
    let first = try await type("s", into: loader)
    let second = try await type("sw", into: loader)
    let third = try await type("swi", into: loader)
    // The replaced inputs' fetches were cancelled.
    try await first.cancellation()
    try await second.cancellation()
    #expect(!third.isCancelled)
    third.succeed(with: "SWI")
    await settle(loader)
    #expect(loader.state == .success("SWI"))
    // The older responses arrive late, newest first: none is shown.
    second.succeed(with: "SW")
    first.succeed(with: "S")
    await settle(loader)
    #expect(loader.state == .success("SWI"))
    #expect(loader.loadedInput == "swi")
  }

  // MARK: Kept value

  @Test func thePreviousValueStaysWhileTheNewInputLoads() async throws {
    let loader = makeLoader()
    loader.input = "swift"
    loader.submit()
    try await search.nextCall().succeed(with: "S")
    await settle(loader)
    #expect(!loader.isReplacing)

    loader.input = "swiftui"
    #expect(loader.isReplacing)  // waiting for the debounce, the old results dimmed
    #expect(loader.state == .success("S"))
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(300))
    let call = try await search.nextCall()
    #expect(loader.state == .refreshing("S"))
    #expect(loader.loadedInput == "swift")
    #expect(loader.submittedInput == "swiftui")
    #expect(loader.isReplacing)
    call.succeed(with: "SUI")
    await settle(loader)
    #expect(loader.state == .success("SUI"))
    #expect(loader.loadedInput == "swiftui")
    #expect(!loader.isReplacing)
  }

  @Test func clearingInsteadShowsAFirstLoad() async throws {
    let loader = makeLoader(debounce: .zero, keepsPreviousValue: false)
    try await type("swift", into: loader).succeed(with: "S")
    await settle(loader)
    let call = try await type("swiftui", into: loader)
    #expect(loader.state == .initialLoading)
    #expect(loader.loadedInput == nil)
    #expect(!loader.isReplacing)
    call.succeed(with: "SUI")
    await settle(loader)
    #expect(loader.state == .success("SUI"))
  }

  // MARK: Empty input

  @Test func theEmptyInputShowsIdleWithoutFetching() async throws {
    let loader = makeLoader()
    loader.input = "swift"
    loader.submit()
    try await search.nextCall().succeed(with: "S")
    await settle(loader)
    loader.input = ""
    // Applied at once, with no debounce and no fetch.
    #expect(!loader.isDebouncing)
    #expect(loader.submittedInput == "")
    #expect(loader.state == .idle)
    #expect(loader.loadedInput == nil)
    #expect(loader.loader == nil)
    #expect(search.callCount == 1)
    #expect(clock.sleeperCount == 0)
  }

  @Test func theEmptyInputCanShowAFixedValue() async throws {
    let loader = makeLoader(emptyInputValue: "recent searches")
    await loader.load()
    #expect(loader.state == .success("recent searches"))
    #expect(search.callCount == 0)
  }

  @Test func theEmptyInputCancelsTheRunningFetch() async throws {
    let loader = makeLoader(debounce: .zero)
    let call = try await type("swift", into: loader)
    loader.input = ""
    try await call.cancellation()  // told to stop, off the main actor
    #expect(loader.state == .idle)
    call.succeed(with: "late")
    await Task.yield()
    #expect(loader.state == .idle)
  }

  // MARK: Failure and retry

  @Test func aFailureKeepsThePreviousValueAndSaysWhichInputFailed() async throws {
    let loader = makeLoader(debounce: .zero)
    try await type("swift", into: loader).succeed(with: "S")
    await settle(loader)
    try await type("swiftui", into: loader).fail(with: .offline)
    await settle(loader)
    #expect(loader.state == .refreshFailure("S", .offline))
    #expect(loader.loadedInput == "swift")
    #expect(loader.failedInput == "swiftui")
    #expect(!loader.isReplacing)

    // Retry retries the failed input, keeping the value on screen.
    let retry = Task { await loader.retry() }
    let call = try await search.nextCall()
    #expect(call.argument == "swiftui")
    #expect(loader.state == .refreshing("S"))
    call.succeed(with: "SUI")
    await retry.value
    #expect(loader.state == .success("SUI"))
    #expect(loader.failedInput == nil)
  }

  @Test func aFailureThenANewInputLoadsTheNewInput() async throws {
    let loader = makeLoader(debounce: .zero)
    try await type("swift", into: loader).succeed(with: "S")
    await settle(loader)
    try await type("swiftui", into: loader).fail(with: .offline)
    await settle(loader)
    let call = try await type("swiftdata", into: loader)
    // The failure is gone; the last value stays while the new input loads.
    #expect(loader.state == .refreshing("S"))
    #expect(loader.failedInput == nil)
    call.succeed(with: "SD")
    await settle(loader)
    #expect(loader.state == .success("SD"))
  }

  @Test func aFirstFailureWithNothingKeptIsAFailure() async throws {
    let loader = makeLoader(debounce: .zero)
    try await type("swift", into: loader).fail(with: .offline)
    await settle(loader)
    #expect(loader.state == .failure(.offline))
    #expect(loader.failedInput == "swift")
  }

  // MARK: Cancel and reset

  @Test func cancelGoesBackToWhatWasOnScreenAndTheNextInputLoads() async throws {
    let loader = makeLoader(debounce: .zero)
    try await type("swift", into: loader).succeed(with: "S")
    await settle(loader)
    let call = try await type("swiftui", into: loader)
    loader.cancel()
    try await call.cancellation()  // told to stop, off the main actor
    #expect(loader.state == .success("S"))
    #expect(loader.loadedInput == "swift")
    #expect(!loader.isReplacing)
    call.succeed(with: "late")
    await Task.yield()
    #expect(loader.state == .success("S"))
    // Nothing is stuck: the next input loads.
    let next = try await type("swiftdata", into: loader)
    #expect(loader.state == .refreshing("S"))
    next.succeed(with: "SD")
    await settle(loader)
    #expect(loader.state == .success("SD"))
  }

  @Test func cancelDuringTheDebounceFetchesNothing() async throws {
    let loader = makeLoader()
    loader.input = "swift"
    loader.cancel()
    #expect(!loader.isDebouncing)
    clock.advance(by: .seconds(1))
    await Task.yield()
    #expect(search.callCount == 0)
    #expect(loader.state == .idle)
  }

  @Test func resetMidInputGoesToIdleAndForgetsEveryValue() async throws {
    let loader = makeLoader(debounce: .zero)
    try await type("swift", into: loader).succeed(with: "S")
    await settle(loader)
    let call = try await type("swiftui", into: loader)
    loader.reset()
    try await call.cancellation()  // told to stop, off the main actor
    #expect(loader.state == .idle)
    #expect(loader.submittedInput == nil)
    #expect(loader.loadedInput == nil)
    call.succeed(with: "late")
    // The input is kept; loading applies it again.
    let load = Task { await loader.load() }
    let again = try await search.nextCall()
    #expect(again.argument == "swiftui")
    #expect(loader.state == .initialLoading)
    again.succeed(with: "SUI")
    await load.value
    #expect(loader.state == .success("SUI"))
  }

  @Test func releasingTheLoaderCancelsItsFetch() async throws {
    var loader: InputLoader<String, DataLoader<String, LoadFailure>>? = makeLoader(debounce: .zero)
    loader?.input = "swift"
    let call = try await search.nextCall()
    weak let released = loader
    loader = nil
    try await call.cancellation()
    #expect(released == nil)
    call.succeed(with: "late")
  }

  @Test func releasingTheLoaderEndsItsDebounce() async throws {
    var loader: InputLoader<String, DataLoader<String, LoadFailure>>? = makeLoader()
    loader?.input = "swift"
    loader = nil
    clock.advance(by: .seconds(1))
    await Task.yield()
    #expect(search.callCount == 0)
    #expect(clock.sleeperCount == 0)
  }
}
