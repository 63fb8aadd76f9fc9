import AsyncState
import AsyncStateTesting
import Foundation
import Observation
import Testing

/// The runner's policies (a double tap is one request, replace, queue in order),
/// cancellation from every state, the one-shot outcome, retry of the argument, and a runner
/// released while its action runs — driven by a manual clock and gated actions.
@MainActor
@Suite struct ActionRunnerTests {
  let clock = ManualClock()
  /// The action's gate: each call is one request; the argument is what was sent.
  let actions = ControlledFetch<String, Int, LoadFailure>()

  func makeRunner(
    policy: ActionPolicy = .dropWhileRunning, retry: RetryPolicy = .never,
    timeout: Duration? = nil
  ) -> ActionRunner<String, Int, LoadFailure> {
    ActionRunner(
      policy: policy, configuration: .init(retry: retry, timeout: timeout, clock: clock),
      perform: actions.fetch)
  }

  // MARK: Policies

  @Test func aDoubleTapSendsOneRequestAndBothCallersGetItsResult() async throws {
    let runner = makeRunner()
    let recorder = TransitionRecorder(runner)
    let first = Task { await runner.run("order") }
    let second = Task { await runner.run("order again") }
    let call = try await actions.nextCall()
    #expect(runner.state == .running)
    call.succeed(with: 1)
    #expect(await first.value == .success(1))
    #expect(await second.value == .success(1))
    #expect(actions.arguments == ["order"])
    #expect(recorder.descriptions == ["running", "succeeded(1)"])
  }

  @Test func replaceCancelsTheRunningActionAndNeverShowsItsResult() async throws {
    let runner = makeRunner(policy: .replace)
    let recorder = TransitionRecorder(runner)
    let first = Task { await runner.run("a") }
    let firstCall = try await actions.nextCall()
    let second = Task { await runner.run("b") }
    try await firstCall.cancellation()
    // The replacing request is sent only once the first was told to stop.
    let secondCall = try await actions.nextCall()
    #expect(secondCall.argument == "b")
    #expect(await first.value == nil)
    firstCall.succeed(with: 1)  // late: dropped
    secondCall.succeed(with: 2)
    #expect(await second.value == .success(2))
    #expect(runner.state == .succeeded(2))
    #expect(recorder.descriptions == ["running", "idle", "running", "succeeded(2)"])
    #expect(runner.outcome == .success(2))
  }

  @Test func queueRunsEveryRequestInOrderKeepingTheLastOutcome() async throws {
    let runner = makeRunner(policy: .queue)
    let a = Task { await runner.run("a") }
    let b = Task { await runner.run("b") }
    let c = Task { await runner.run("c") }
    let callA = try await actions.nextCall()
    #expect(callA.argument == "a")
    #expect(actions.callCount == 1)
    callA.succeed(with: 1)
    let callB = try await actions.nextCall()
    #expect(callB.argument == "b")
    #expect(runner.state == .runningAfterSuccess(1))
    callB.fail(with: .offline)
    let callC = try await actions.nextCall()
    #expect(callC.argument == "c")
    #expect(runner.state == .runningAfterFailure(.offline))
    callC.succeed(with: 3)
    #expect(await a.value == .success(1))
    #expect(await b.value == .failure(.offline))
    #expect(await c.value == .success(3))
    #expect(runner.state == .succeeded(3))
  }

  @Test func cancelAlsoDropsTheQueuedRequests() async throws {
    let runner = makeRunner(policy: .queue)
    let a = Task { await runner.run("a") }
    let b = Task { await runner.run("b") }
    let call = try await actions.nextCall()
    runner.cancel()
    #expect(await a.value == nil)
    #expect(await b.value == nil)
    #expect(runner.state == .idle)
    try await call.cancellation()
    call.succeed(with: 1)  // late: dropped
    // The queue is empty: the next request is the next one sent.
    let c = Task { await runner.run("c") }
    let next = try await actions.nextCall()
    #expect(next.argument == "c")
    next.succeed(with: 3)
    #expect(await c.value == .success(3))
    #expect(actions.arguments == ["a", "c"])
  }

  // MARK: Cancellation

  /// How a test brings a runner to the state an action starts from.
  enum Origin: String, CaseIterable, Sendable {
    case idle, succeeded, failed
  }

  func bring(_ runner: ActionRunner<String, Int, LoadFailure>, to origin: Origin) async throws {
    guard origin != .idle else { return }
    let run = Task { await runner.run("before") }
    let call = try await actions.nextCall()
    if origin == .succeeded { call.succeed(with: 1) } else { call.fail(with: .offline) }
    _ = await run.value
  }

  @Test(arguments: Origin.allCases)
  func cancelRestoresExactlyTheStateTheActionStartedFrom(_ origin: Origin) async throws {
    let runner = makeRunner()
    try await bring(runner, to: origin)
    let before = runner.state
    let outcome = runner.outcome
    let recorder = TransitionRecorder(runner)
    let run = Task { await runner.run("tap") }
    let call = try await actions.nextCall()
    #expect(runner.state.isRunning)
    runner.cancel()
    #expect(runner.state == before)
    #expect(await run.value == nil)
    try await call.cancellation()
    call.succeed(with: 99)  // late: dropped
    #expect(runner.state == before)
    #expect(runner.outcome == outcome)
    #expect(recorder.causes == [.loadStarted, .loadCancelled])
  }

  @Test func aCancellationErrorIsNeverAFailure() async throws {
    let actions = ControlledFetch<String, Int, any Error>()
    let runner = ActionRunner(configuration: .init(clock: clock), perform: actions.fetch)
    let run = Task { await runner.run("a") }
    try await actions.nextCall().fail(with: CancellationError())
    #expect(await run.value == nil)
    #expect(runner.state.isIdle)
    #expect(runner.outcome == nil)
  }

  @Test func aCancelledCallerStartsNothingAndALaterCancellationOnlyEndsItsWait() async throws {
    let runner = makeRunner()
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await runner.run("never")
    }
    #expect(await cancelled.value == nil)
    #expect(actions.callCount == 0)

    let caller = Task { await runner.run("sent") }
    let call = try await actions.nextCall()
    caller.cancel()
    #expect(await caller.value == nil)
    // The request was sent: it goes on, and its result is shown.
    #expect(!call.isCancelled)
    #expect(runner.state == .running)
    call.succeed(with: 1)
    await runner.reach(.succeeded(1))
    #expect(runner.outcome == .success(1))
  }

  // MARK: Outcome, reset, retry

  @Test func theOutcomeIsReportedOnceAndTheStateKeepsTheFailure() async throws {
    let runner = makeRunner()
    let run = Task { await runner.run("a") }
    try await actions.nextCall().fail(with: .offline)
    #expect(await run.value == .failure(.offline))
    #expect(runner.outcome == .failure(.offline))
    #expect(runner.takeOutcome() == .failure(.offline))
    #expect(runner.outcome == nil)
    #expect(runner.takeOutcome() == nil)
    #expect(runner.state == .failed(.offline))
  }

  @Test func takingTheOutcomeIsObserved() async throws {
    let runner = makeRunner()
    let run = Task { await runner.run("a") }
    try await actions.nextCall().succeed(with: 1)
    _ = await run.value
    await confirmation { changed in
      withObservationTracking {
        _ = runner.outcome
      } onChange: {
        changed()
      }
      runner.takeOutcome()
    }
  }

  @Test func resetForgetsStateOutcomeAndTheFailedArgument() async throws {
    let runner = makeRunner()
    let run = Task { await runner.run("a") }
    try await actions.nextCall().fail(with: .offline)
    _ = await run.value
    runner.reset()
    #expect(runner.state == .idle)
    #expect(runner.outcome == nil)
    #expect(await runner.retry() == nil)
    #expect(actions.callCount == 1)
  }

  @Test func resetCancelsTheRunningAction() async throws {
    let runner = makeRunner()
    let recorder = TransitionRecorder(runner)
    let run = Task { await runner.run("a") }
    let call = try await actions.nextCall()
    runner.reset()
    #expect(await run.value == nil)
    try await call.cancellation()
    call.succeed(with: 1)  // late: dropped
    #expect(runner.state == .idle)
    #expect(recorder.causes == [.loadStarted, .reset])
  }

  @Test func aFailureThenASuccess() async throws {
    let runner = makeRunner()
    let recorder = TransitionRecorder(runner)
    let first = Task { await runner.run("a") }
    try await actions.nextCall().fail(with: .offline)
    _ = await first.value
    let second = Task { await runner.run("b") }
    let call = try await actions.nextCall()
    #expect(runner.state == .runningAfterFailure(.offline))
    call.succeed(with: 2)
    #expect(await second.value == .success(2))
    #expect(
      recorder.descriptions == [
        "running", "failed(offline)", "runningAfterFailure(offline)", "succeeded(2)",
      ])
  }

  @Test func retrySendsTheFailedArgumentAgain() async throws {
    let runner = makeRunner()
    #expect(await runner.retry() == nil)
    let run = Task { await runner.run("draft 1") }
    try await actions.nextCall().fail(with: .offline)
    _ = await run.value
    let retry = Task { await runner.retry() }
    let call = try await actions.nextCall()
    #expect(call.argument == "draft 1")
    call.succeed(with: 1)
    #expect(await retry.value == .success(1))
    // After a success there is nothing to retry.
    #expect(await runner.retry() == nil)
    #expect(actions.arguments == ["draft 1", "draft 1"])
  }

  @Test func theRetryPolicyRetriesWithinOneActionOnTheClock() async throws {
    let retry = RetryPolicy.exponential(
      maxAttempts: 2, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(10),
      jitter: 0, when: { _ in true })
    let runner = makeRunner(retry: retry)
    let recorder = TransitionRecorder(runner)
    let run = Task { await runner.run("a") }
    try await actions.nextCall().fail(with: .offline)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
    clock.advance(by: .seconds(1))
    let second = try await actions.nextCall()
    #expect(second.argument == "a")
    second.succeed(with: 1)
    #expect(await run.value == .success(1))
    // Retries are invisible in the state: one action, two transitions.
    #expect(recorder.descriptions == ["running", "succeeded(1)"])
  }

  @Test func aSlowAttemptTimesOutAsAFailure() async throws {
    let runner = makeRunner(timeout: .seconds(5))
    let run = Task { await runner.run("a") }
    let call = try await actions.nextCall()
    _ = try await clock.nextSleep()
    clock.advance(by: .seconds(5))
    #expect(await run.value == .failure(.loader(.timedOut(after: .seconds(5)))))
    #expect(runner.state == .failed(.loader(.timedOut(after: .seconds(5)))))
    try await call.cancellation()
    call.succeed(with: 1)  // late: dropped
    #expect(runner.state.value == nil)
  }

  // MARK: Lifetime and conveniences

  @Test func aRunnerNobodyHoldsCancelsItsAction() async throws {
    var runner: ActionRunner<String, Int, LoadFailure>? = makeRunner()
    weak let released = runner
    let caller = Task { [runner] in await runner?.run("a") }
    let call = try await actions.nextCall()
    caller.cancel()
    _ = await caller.value
    runner = nil
    #expect(released == nil)
    try await call.cancellation()
    call.succeed(with: 1)  // late: nobody is left to see it
  }

  @Test func anActionWithoutAnArgument() async throws {
    let fetch = ControlledFetch<Void, Int, LoadFailure>()
    let runner = ActionRunner(configuration: .init(clock: clock), perform: fetch.fetch)
    let run = Task { await runner.run() }
    try await fetch.nextCall().succeed(with: 7)
    #expect(await run.value == .success(7))
    #expect(runner.state == .succeeded(7))
    #expect(runner.policy == .dropWhileRunning)
  }

  @Test func everyTransitionReachesTheStatesSequence() async throws {
    let runner = makeRunner()
    var states = runner.states.makeAsyncIterator()
    #expect(await states.next()?.isIdle == true)
    let run = Task { await runner.run("a") }
    try await actions.nextCall().succeed(with: 1)
    _ = await run.value
    #expect(await states.next() == .running)
    #expect(await states.next() == .succeeded(1))
  }
}

/// The forms an action without an argument is written in compile: a closure and a function.
@MainActor
private func actionsWithoutAnArgumentCompile() {
  let closure = ActionRunner { try await follow() }
  let function = ActionRunner(perform: follow)
  let _: [ActionRunner<Void, Int, any Error>] = [closure, function]
}

@concurrent private func follow() async throws -> Int { 1 }
