import AsyncState
import AsyncStateTesting
import Testing

/// When the blocking spinner shows: through a gate with the standard timing, at once with the
/// immediate one.
@MainActor
@Suite struct SpinnerTimingTests {
  @Test func standardIsTheGateDefaults() {
    #expect(SpinnerTiming.standard.delay == ProgressGate.defaultDelay)
    #expect(
      SpinnerTiming.standard.minimumVisibleDuration == ProgressGate.defaultMinimumVisibleDuration)
    #expect(!SpinnerTiming.standard.isImmediate)
    #expect(SpinnerTiming.immediate.isImmediate)
  }

  @Test func negativeDurationsCountAsZero() {
    let timing = SpinnerTiming(delay: .seconds(-1), minimumVisibleDuration: .seconds(-2))
    #expect(timing == .immediate)
  }

  @Test(arguments: [false, true], [false, true])
  func immediateFollowsTheFlagAndIgnoresTheGate(isLoading: Bool, gateIsVisible: Bool) {
    let timing = SpinnerTiming.immediate
    #expect(timing.showsSpinner(isLoading: isLoading, gateIsVisible: gateIsVisible) == isLoading)
  }

  @Test(arguments: [false, true], [false, true])
  func gatedFollowsTheGate(isLoading: Bool, gateIsVisible: Bool) {
    let timing = SpinnerTiming.standard
    #expect(
      timing.showsSpinner(isLoading: isLoading, gateIsVisible: gateIsVisible) == gateIsVisible)
  }

  @Test func theGateItMakesAppliesTheTiming() async throws {
    let clock = ManualClock()
    let timing = SpinnerTiming(delay: .milliseconds(100), minimumVisibleDuration: .seconds(1))
    let gate = timing.makeGate(clock: clock)
    #expect(gate.delay == .milliseconds(100))
    #expect(gate.minimumVisibleDuration == .seconds(1))
    var changes = gate.visibilityChanges().makeAsyncIterator()
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(100))
    #expect(await changes.next() == true)
    #expect(timing.showsSpinner(isLoading: true, gateIsVisible: gate.isVisible))
  }
}
