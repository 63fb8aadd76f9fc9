/// The rules of a ``ProgressGate`` as a value: when a spinner shows and hides, given when
/// loading starts and ends.
///
/// A spinner shows only once loading has lasted ``delay``, and then stays for at least
/// ``minimumVisibleDuration``, so a fast load shows no spinner and a slow one never flashes
/// one. The machine does no timing itself: its owner reports events with the instant they
/// happened, and calls ``deadlineReached(at:)`` once ``nextDeadline`` has passed.
///
/// | Phase | `loadingStarted(at: t)` | `loadingEnded(at: t)` | `deadlineReached(at: t)` |
/// |---|---|---|---|
/// | `hidden` | `pending(t + delay)` ¹ | — | — |
/// | `pending(d)` | — | `hidden` | `visible(since: t)` if `t ≥ d` |
/// | `visible(since: s)` | — | `lingering(since: s)` ² | — |
/// | `lingering(since: s)` | `visible(since: s)` | — | `hidden` if `t ≥ s + minimum` |
///
/// ¹ `visible(since: t)` at once when ``delay`` is zero.
/// ² `hidden` at once when the spinner has already shown for the minimum.
///
/// The spinner is visible in `visible` and `lingering`. A load that starts while the spinner
/// lingers takes it over (`lingering` → `visible` keeps the original `since`), so back to back
/// loads show one continuous spinner.
///
/// ```swift
/// var gate = ProgressGateStateMachine<ContinuousClock.Instant>()
/// gate.loadingStarted(at: start)
/// gate.nextDeadline        // start + 300 ms
/// gate.deadlineReached(at: start.advanced(by: .milliseconds(300)))
/// gate.isVisible           // true
/// ```
struct ProgressGateStateMachine<Instant: InstantProtocol>: Sendable, Hashable
where Instant.Duration == Duration {
  /// Where the gate is.
  enum Phase: Sendable, Hashable {
    /// Not loading; no spinner.
    case hidden
    /// Loading; the spinner shows at `showAt` if loading lasts until then.
    case pending(showAt: Instant)
    /// Loading; the spinner shows, since `since`.
    case visible(since: Instant)
    /// Not loading; the spinner, shown since `since`, stays until the minimum time is over.
    case lingering(since: Instant)
  }

  /// How long loading must last before the spinner shows.
  let delay: Duration
  /// How long a spinner, once shown, stays at least.
  let minimumVisibleDuration: Duration
  /// Where the gate is.
  private(set) var phase: Phase = .hidden

  /// Creates a hidden gate.
  ///
  /// - Parameters:
  ///   - delay: How long loading must last before the spinner shows; 300 ms by default.
  ///   - minimumVisibleDuration: How long a shown spinner stays at least; 500 ms by default.
  ///   See ``ProgressGate`` for why these defaults.
  init(
    delay: Duration = ProgressGate.defaultDelay,
    minimumVisibleDuration: Duration = ProgressGate.defaultMinimumVisibleDuration
  ) {
    self.delay = max(delay, .zero)
    self.minimumVisibleDuration = max(minimumVisibleDuration, .zero)
  }

  /// Whether the spinner shows.
  var isVisible: Bool {
    switch phase {
    case .visible, .lingering: true
    case .hidden, .pending: false
    }
  }

  /// Whether loading is running, as last reported.
  var isLoading: Bool {
    switch phase {
    case .pending, .visible: true
    case .hidden, .lingering: false
    }
  }

  /// When the owner should call ``deadlineReached(at:)``, or `nil` if no change is due.
  var nextDeadline: Instant? {
    switch phase {
    case .pending(let showAt): showAt
    case .lingering(let since): since.advanced(by: minimumVisibleDuration)
    case .hidden, .visible: nil
    }
  }

  /// Reports that loading started at `now`. Ignored while loading.
  ///
  /// - Parameter now: When loading started.
  mutating func loadingStarted(at now: Instant) {
    switch phase {
    case .hidden:
      phase = delay == .zero ? .visible(since: now) : .pending(showAt: now.advanced(by: delay))
    case .lingering(let since):
      phase = .visible(since: since)
    case .pending, .visible:
      break
    }
  }

  /// Reports that loading ended at `now`. Ignored while not loading.
  ///
  /// - Parameter now: When loading ended.
  mutating func loadingEnded(at now: Instant) {
    switch phase {
    case .pending:
      phase = .hidden
    case .visible(let since):
      phase =
        since.advanced(by: minimumVisibleDuration) <= now ? .hidden : .lingering(since: since)
    case .hidden, .lingering:
      break
    }
  }

  /// Reports that time reached `now`; acts if ``nextDeadline`` has passed, else does nothing.
  ///
  /// - Parameter now: The current instant.
  mutating func deadlineReached(at now: Instant) {
    guard let deadline = nextDeadline, deadline <= now else { return }
    switch phase {
    case .pending:
      phase = .visible(since: now)
    case .lingering:
      phase = .hidden
    case .hidden, .visible:
      break
    }
  }
}
