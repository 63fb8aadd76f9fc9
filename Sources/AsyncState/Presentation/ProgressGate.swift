public import Observation

/// Turns "is loading" over time into "show a spinner", so fast loads never flash one.
///
/// A spinner that appears for a few frames reads as a glitch, and one for a load that
/// answers from a cache is pure noise. A `ProgressGate` shows its spinner only once loading
/// has lasted ``delay``, and then keeps it for at least ``minimumVisibleDuration``:
///
/// - A load shorter than the delay shows no spinner at all.
/// - A longer load shows one from the delay on, for the minimum time or until loading ends,
///   whichever is later.
/// - A load that starts while a spinner is still showing keeps it showing: back to back
///   loads show one continuous spinner.
///
/// The defaults — 300 ms delay, 500 ms minimum — follow common practice: a response within
/// about 100–300 ms feels immediate and needs no indicator, and an indicator shown for less
/// than about half a second is perceived as a flicker rather than as progress. Both are
/// configurable.
///
/// Feed it a presentation's spinner flag — ``ScreenPresentation/showsBlockingSpinner`` for
/// the blocking spinner, ``ScreenPresentation/isLoadingMore`` for the footer's (one gate
/// each) — and draw ``isVisible``:
///
/// ```swift
/// @State private var spinner = ProgressGate()
///
/// var body: some View {
///   let presentation = loader.state.presentation()
///   content(presentation)
///     .overlay { if spinner.isVisible { ProgressView() } }
///     .onChange(of: presentation.showsBlockingSpinner, initial: true) { _, loading in
///       spinner.setLoading(loading)
///     }
/// }
/// ```
///
/// Time runs on the injected clock, so tests drive it with a manual clock. The rules, as a
/// table of (phase, event) pairs, are tested apart from the clock: the gate is a pure state
/// machine plus the timer that feeds it deadlines.
@MainActor @Observable
public final class ProgressGate {
  /// The default ``delay``: 300 ms.
  public nonisolated static let defaultDelay = Duration.milliseconds(300)
  /// The default ``minimumVisibleDuration``: 500 ms.
  public nonisolated static let defaultMinimumVisibleDuration = Duration.milliseconds(500)

  /// Whether the spinner shows.
  public private(set) var isVisible = false

  @ObservationIgnored private var machine: ProgressGateStateMachine<ElapsedInstant>
  @ObservationIgnored private let clock: ElapsedClock
  /// The sleep until the machine's next deadline, if one is due.
  @ObservationIgnored private var timer: Task<Void, Never>?
  /// Bumped whenever ``timer`` is replaced, so a superseded timer does nothing.
  @ObservationIgnored private var timerGeneration = 0
  @ObservationIgnored private let visibility = Broadcast<Bool>()

  /// Creates a gate with no load running and no spinner.
  ///
  /// - Parameters:
  ///   - delay: How long loading must last before the spinner shows; 300 ms by default.
  ///   - minimumVisibleDuration: How long a shown spinner stays at least; 500 ms by default.
  ///   - clock: The clock that measures both; a manual clock in tests.
  public init(
    delay: Duration = ProgressGate.defaultDelay,
    minimumVisibleDuration: Duration = ProgressGate.defaultMinimumVisibleDuration,
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    machine = ProgressGateStateMachine(
      delay: delay,
      minimumVisibleDuration: minimumVisibleDuration
    )
    self.clock = ElapsedClock(clock)
  }

  /// How long loading must last before the spinner shows.
  public var delay: Duration { machine.delay }

  /// How long a shown spinner stays at least.
  public var minimumVisibleDuration: Duration { machine.minimumVisibleDuration }

  /// Whether loading is running, as last reported by ``setLoading(_:)``.
  public var isLoading: Bool { machine.isLoading }

  /// Reports whether loading is running now.
  ///
  /// Repeating the current value changes nothing, so it is safe to call on every render.
  ///
  /// - Parameter isLoading: Whether loading is running.
  public func setLoading(_ isLoading: Bool) {
    guard isLoading != machine.isLoading else { return }
    if isLoading {
      machine.loadingStarted(at: clock.now())
    } else {
      machine.loadingEnded(at: clock.now())
    }
    apply()
  }

  /// A stream of the spinner's visibility, one element per change (not the current value).
  ///
  /// Each call returns a new stream; it ends when the gate is deallocated or the consumer
  /// stops iterating.
  ///
  /// - Returns: A stream that yields `true` when the spinner appears and `false` when it
  ///   disappears.
  public func visibilityChanges() -> AsyncStream<Bool> {
    visibility.subscribe()
  }

  /// Publishes the machine's visibility and schedules its next deadline.
  private func apply() {
    if isVisible != machine.isVisible {
      isVisible = machine.isVisible
      visibility.yield(isVisible)
    }
    schedule(machine.nextDeadline)
  }

  /// Replaces the timer with one for `deadline`, or none.
  private func schedule(_ deadline: ElapsedInstant?) {
    timer?.cancel()
    timer = nil
    timerGeneration += 1
    guard let deadline else { return }
    let generation = timerGeneration
    let sleep = clock.sleep
    timer = Task { [weak self] in
      do {
        try await sleep(deadline)
      } catch {
        return  // Cancelled: superseded by a newer deadline, or the gate is gone.
      }
      self?.deadlineReached(generation: generation)
    }
  }

  private func deadlineReached(generation: Int) {
    guard generation == timerGeneration else { return }
    machine.deadlineReached(at: clock.now())
    apply()
  }

  deinit {
    timer?.cancel()
    visibility.finish()
  }
}
