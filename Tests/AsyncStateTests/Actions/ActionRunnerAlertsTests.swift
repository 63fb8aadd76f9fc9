import AsyncState
import AsyncStateTesting
import Testing

/// `isShowingFailure` and `reportedFailure`: an alert bound to a runner shows once per failed
/// action, dismissing it takes the outcome, and a success or nothing presents none.
@MainActor
@Suite struct ActionRunnerAlertsTests {
  let actions = ControlledFetch<String, Int, LoadFailure>()

  func makeRunner() -> ActionRunner<String, Int, LoadFailure> {
    ActionRunner(configuration: .init(clock: ManualClock()), perform: actions.fetch)
  }

  @Test func aFailureIsPresentedOnceAndDismissingItTakesTheOutcome() async throws {
    let runner = makeRunner()
    #expect(runner.isShowingFailure == false)
    let run = Task { await runner.run("draft") }
    try await actions.nextCall().fail(with: .offline)
    _ = await run.value
    #expect(runner.isShowingFailure)
    #expect(runner.reportedFailure == .offline)

    runner.isShowingFailure = false  // the alert was dismissed
    #expect(runner.isShowingFailure == false)
    #expect(runner.reportedFailure == nil)
    #expect(runner.outcome == nil)
    #expect(runner.state == .failed(.offline))  // the message under the button stays
  }

  @Test func aSuccessPresentsNoAlertAndIsLeftForItsReporter() async throws {
    let runner = makeRunner()
    let run = Task { await runner.run("draft") }
    try await actions.nextCall().succeed(with: 7)
    _ = await run.value
    #expect(runner.isShowingFailure == false)
    runner.isShowingFailure = false
    #expect(runner.outcome == .success(7))
  }

  @Test func settingItToTruePresentsNothing() {
    let runner = makeRunner()
    runner.isShowingFailure = true
    #expect(runner.isShowingFailure == false)
  }

  @Test func aNewFailureAfterADismissedOneIsPresentedAgain() async throws {
    let runner = makeRunner()
    let first = Task { await runner.run("a") }
    try await actions.nextCall().fail(with: .offline)
    _ = await first.value
    runner.isShowingFailure = false
    let second = Task { await runner.retry() }
    try await actions.nextCall().fail(with: .server(500))
    _ = await second.value
    #expect(runner.reportedFailure == .server(500))
  }
}
