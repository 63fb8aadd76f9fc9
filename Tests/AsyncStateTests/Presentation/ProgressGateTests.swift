import AsyncState
import AsyncStateTesting
import Observation
import Testing

/// The driver on a manual clock: the timings of `ProgressGateStateMachine`, in real tasks.
@MainActor
@Suite struct ProgressGateTests {
  let clock = ManualClock()
  let gate: ProgressGate
  let changes: AsyncStream<Bool>

  init() {
    gate = ProgressGate(clock: clock)
    changes = gate.visibilityChanges()
  }

  @Test func aLoadShorterThanTheDelayNeverShowsASpinner() async throws {
    var iterator = changes.makeAsyncIterator()
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(299))
    gate.setLoading(false)
    #expect(!gate.isVisible)
    clock.advance(by: .seconds(5))
    #expect(!gate.isVisible)
    // The first change ever published is the one of a later, long load: nothing before it.
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    #expect(await iterator.next() == true)
  }

  @Test func aLongerLoadShowsTheSpinnerForAtLeastTheMinimum() async throws {
    var iterator = changes.makeAsyncIterator()
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    #expect(await iterator.next() == true)
    #expect(gate.isVisible)
    clock.advance(by: .milliseconds(100))
    gate.setLoading(false)  // shown for 100 ms only: it stays
    #expect(gate.isVisible)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(399))
    #expect(gate.isVisible)
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(await iterator.next() == false)
    #expect(!gate.isVisible)
  }

  @Test func aLoadThatEndsAfterTheMinimumHidesAtOnce() async throws {
    var iterator = changes.makeAsyncIterator()
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    #expect(await iterator.next() == true)
    clock.advance(by: .seconds(2))
    gate.setLoading(false)
    #expect(!gate.isVisible)
    #expect(await iterator.next() == false)
  }

  @Test func backToBackLoadsDoNotFlicker() async throws {
    var iterator = changes.makeAsyncIterator()
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    #expect(await iterator.next() == true)
    clock.advance(by: .milliseconds(100))
    gate.setLoading(false)
    gate.setLoading(true)  // the next load starts while the spinner lingers
    #expect(gate.isVisible)
    clock.advance(by: .seconds(1))
    #expect(gate.isVisible)
    gate.setLoading(false)
    #expect(!gate.isVisible)
    // One continuous spinner: shown once, hidden once.
    #expect(await iterator.next() == false)
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    #expect(await iterator.next() == true)
  }

  @Test func aScreenThatIsNotLoadingNeverSchedulesASpinner() {
    // Seed 002: a value already loaded renders with no spinner frame.
    let presentation = DataState<Int, Never>.success(1).presentation()
    gate.setLoading(presentation.showsBlockingSpinner)
    gate.setLoading(presentation.showsBlockingSpinner)
    #expect(!gate.isVisible && !gate.isLoading)
    #expect(clock.sleeperCount == 0)
  }

  @Test func repeatingTheLoadingFlagDoesNotRestartTheDelay() async throws {
    var iterator = changes.makeAsyncIterator()
    gate.setLoading(true)
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(200))
    gate.setLoading(true)  // a re-render reporting the same flag
    clock.advance(by: .milliseconds(100))
    #expect(await iterator.next() == true)
  }

  @Test func visibilityIsObservable() async throws {
    try await confirmation("isVisible changes") { changed in
      var iterator = changes.makeAsyncIterator()
      withObservationTracking {
        _ = gate.isVisible
      } onChange: {
        changed()
      }
      gate.setLoading(true)
      try await clock.waitForSleepers()
      clock.advance(by: .milliseconds(300))
      #expect(await iterator.next() == true)
    }
  }

  @Test func defaultsAndCustomTimings() {
    #expect(gate.delay == .milliseconds(300))
    #expect(gate.minimumVisibleDuration == .milliseconds(500))
    let custom = ProgressGate(
      delay: .zero, minimumVisibleDuration: .seconds(1), clock: ManualClock())
    custom.setLoading(true)
    #expect(custom.isVisible)  // no delay: at once
    custom.setLoading(false)
    #expect(custom.isVisible)  // still the minimum to go
  }

  @Test func streamsEndWhenTheGateGoes() async {
    var gate: ProgressGate? = ProgressGate(clock: clock)
    let stream = gate?.visibilityChanges()
    weak let weakGate = gate
    gate = nil
    #expect(weakGate == nil)
    var iterator = stream?.makeAsyncIterator()
    #expect(await iterator?.next() == nil)
  }
}
