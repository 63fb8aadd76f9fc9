import AsyncStateTesting
import Testing

/// A page of a cursor-based listing, shaped like the loaders' `Page`.
struct Page: Sendable, Equatable {
  var items: [Int]
  var next: String?
}

@Suite struct ControlledFetchTests {
  @Test func callsAreHandedOutInArrivalOrderWithTheirArguments() async throws {
    let pages = ControlledFetch<String?, Page, TestFailure>()
    let first = Task {
      await outcome { () async throws(TestFailure) in
        try await pages.fetch(nil)
      }
    }
    let firstCall = try await pages.nextCall()
    let second = Task {
      await outcome { () async throws(TestFailure) in
        try await pages.fetch("2")
      }
    }
    let secondCall = try await pages.nextCall()

    #expect(firstCall.argument == nil)
    #expect(firstCall.index == 0)
    #expect(secondCall.argument == "2")
    #expect(secondCall.index == 1)
    #expect(pages.callCount == 2)
    #expect(pages.arguments == [nil, "2"])

    // Completed out of order: each caller gets its own answer.
    secondCall.succeed(with: Page(items: [3], next: nil))
    firstCall.fail(with: .offline)
    #expect(await second.value == .success(Page(items: [3], next: nil)))
    #expect(await first.value == .failure(.offline))
  }

  @Test func nextCallWaitsForTheCallToArrive() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>()
    async let call = fetch.nextCall()
    let caller = Task { await outcome(of: fetch.fetch) }

    let received = try await call
    #expect(received.isCompleted == false)
    #expect(received.succeed(with: 42))
    #expect(await caller.value == .success(42))
  }

  @Test func onlyTheFirstCompletionCounts() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>()
    let caller = Task { await outcome(of: fetch.fetch) }
    let call = try await fetch.nextCall()

    #expect(call.complete(with: .success(1)))
    #expect(call.fail(with: .offline) == false)
    #expect(call.succeed(with: 2) == false)
    #expect(call.isCompleted)
    #expect(await caller.value == .success(1))
  }

  /// Generic like the loaders, which store the closure and call it later.
  func load<Value, Failure>(
    _ fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    try await fetch()
  }

  func loadPage<Cursor, Failure>(
    after cursor: Cursor?,
    _ fetchPage: @escaping @Sendable (Cursor?) async throws(Failure) -> Page
  ) async throws(Failure) -> Page {
    try await fetchPage(cursor)
  }

  func loadMore<Item, Failure>(
    after item: Item,
    _ fetchMore: @escaping @Sendable (Item) async throws(Failure) -> [Item]
  ) async throws(Failure) -> [Item] {
    try await fetchMore(item)
  }

  @Test func fetchMethodsFitLoaderSignatures() async throws {
    let value = ControlledFetch<Void, Int, Never>()
    let pages = ControlledFetch<String?, Page, any Error>()
    let more = ControlledFetch<Int, [Int], TestFailure>()

    async let loadedValue = load(value.fetch)
    try await value.nextCall().succeed(with: 1)
    #expect(await loadedValue == 1)

    async let loadedPage = loadPage(after: "a", pages.fetch)
    let pageCall = try await pages.nextCall()
    #expect(pageCall.argument == "a")
    pageCall.succeed(with: Page(items: [1], next: nil))
    #expect(try await loadedPage == Page(items: [1], next: nil))

    async let loadedMore = outcome { () async throws(TestFailure) in
      try await loadMore(after: 7, more.fetch)
    }
    let moreCall = try await more.nextCall()
    #expect(moreCall.argument == 7)
    moreCall.succeed(with: [8, 9])
    #expect(await loadedMore == .success([8, 9]))
  }

  @Test func aCancelledCallStaysPendingUntilTheTestAnswers() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>()
    let caller = Task { await outcome(of: fetch.fetch) }
    let call = try await fetch.nextCall()
    #expect(call.isCancelled == false)

    caller.cancel()
    try await call.cancellation()

    #expect(call.isCancelled)
    #expect(call.isCompleted == false)
    call.succeed(with: 5)  // a late answer still reaches the caller
    #expect(await caller.value == .success(5))
  }

  @Test func aCancelledCallFailsAtOnceWhenAsked() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>(failingOnCancelWith: .cancelled)
    let caller = Task { await outcome(of: fetch.fetch) }
    let call = try await fetch.nextCall()

    caller.cancel()

    #expect(await caller.value == .failure(.cancelled))
    #expect(call.isCancelled)
    #expect(call.isCompleted)
    #expect(call.succeed(with: 1) == false)
  }

  @Test func throwCancellationErrorBehaviour() async throws {
    let fetch = ControlledFetch<Void, Int, any Error>(failingOnCancelWith: CancellationError())
    let caller = Task { try await fetch.fetch() }
    let call = try await fetch.nextCall()

    caller.cancel()

    await #expect(throws: CancellationError.self) { try await caller.value }
    #expect(call.isCancelled)
  }

  @Test func finishCancelledThrowsCancellationError() async throws {
    let fetch = ControlledFetch<Void, Int, any Error>()
    let caller = Task { try await fetch.fetch() }
    let call = try await fetch.nextCall()
    caller.cancel()
    try await call.cancellation()

    #expect(call.finishCancelled())
    await #expect(throws: CancellationError.self) { try await caller.value }
  }

  @Test func aCallFromACancelledTaskIsStillMadeAndHandedOut() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>(failingOnCancelWith: .cancelled)
    let caller = Task {
      cancelCurrentTask()
      return await outcome(of: fetch.fetch)
    }
    #expect(await caller.value == .failure(.cancelled))

    let call = try await fetch.nextCall()
    #expect(call.isCancelled)
    #expect(call.isCompleted)
    #expect(fetch.callCount == 1)
  }

  @Test func cancellationReturnsWhenTheCallCompletesUncancelled() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>()
    let caller = Task { await outcome(of: fetch.fetch) }
    let call = try await fetch.nextCall()
    async let observed: Void = call.cancellation()

    call.succeed(with: 3)

    try await observed
    #expect(call.isCancelled == false)
    #expect(await caller.value == .success(3))
    // A cancellation after the call ended is not the call's: it stays uncancelled.
    caller.cancel()
    #expect(call.isCancelled == false)
  }

  @Test func nextCallThrowsWhenTheWaitingTaskIsCancelled() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>()
    let waiter = Task { try await fetch.nextCall() }
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }

    let cancelledFirst = Task {
      cancelCurrentTask()
      return try await fetch.nextCall()
    }
    await #expect(throws: CancellationError.self) { try await cancelledFirst.value }

    // A call arriving afterwards goes to the next waiter, not to a cancelled one.
    let caller = Task { await outcome(of: fetch.fetch) }
    try await fetch.nextCall().succeed(with: 1)
    #expect(await caller.value == .success(1))
  }

  @Test func cancellationWaitThrowsWhenTheWaitingTaskIsCancelled() async throws {
    let fetch = ControlledFetch<Void, Int, TestFailure>()
    let caller = Task { await outcome(of: fetch.fetch) }
    let call = try await fetch.nextCall()
    let waiter = Task { try await call.cancellation() }
    waiter.cancel()

    await #expect(throws: CancellationError.self) { try await waiter.value }
    #expect(call.isCancelled == false)
    call.succeed(with: 2)
    #expect(await caller.value == .success(2))
  }

  @Test func returningAnswersAtOnceAndCounts() async throws {
    let fetch = ControlledFetch<Void, Int, Never>.returning(7)
    let asClosure: @Sendable () async -> Int = fetch.fetch
    #expect(await fetch.fetch() == 7)
    #expect(await asClosure() == 7)
    #expect(fetch.callCount == 2)
  }

  @Test func failingAnswersAtOnceAndCounts() async {
    let fetch = ControlledFetch<Void, Int, TestFailure>.failing(with: .offline)
    let result = await outcome(of: fetch.fetch)
    #expect(result == .failure(.offline))
    #expect(fetch.callCount == 1)
  }

  @Test func respondingComputesEachAnswerFromTheArgument() async {
    await confirmation(expectedCount: 3) { responded in
      let double = ControlledFetch<Int, Int, Never>.responding { argument in
        responded()
        return .success(argument * 2)
      }
      #expect(await double.fetch(1) == 2)
      #expect(await double.fetch(2) == 4)
      #expect(await double.fetch(5) == 10)
      #expect(double.arguments == [1, 2, 5])
    }
  }
}
