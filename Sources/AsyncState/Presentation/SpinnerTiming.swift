/// When a blocking spinner shows: after a delay and for a minimum time through a
/// `ProgressGate`, or at once.
///
/// A screen feeds its gate `ScreenPresentation/showsBlockingSpinner` — the first load, and a
/// retry under `PresentationPolicy/blockingSpinnerWhileRetrying` — and never the refresh or
/// the next page, which have their own indicators. `standard` is the gate's defaults, so
/// fast loads never flash a spinner. `immediate` bypasses the gate: the spinner shows
/// exactly while the presentation asks for it, which is what previews and snapshot tests want
/// (a snapshot taken at once would otherwise show no spinner for a first load).
///
/// ```swift
/// let timing = SpinnerTiming.standard
/// let gate = timing.makeGate()
/// gate.setLoading(presentation.showsBlockingSpinner)
/// let showsSpinner = timing.showsSpinner(
///   isLoading: presentation.showsBlockingSpinner, gateIsVisible: gate.isVisible)
/// ```
package struct SpinnerTiming: Sendable, Hashable {
  /// How long loading must last before the spinner shows.
  package var delay: Duration
  /// How long a shown spinner stays at least.
  package var minimumVisibleDuration: Duration

  /// Creates a timing; negative durations count as zero.
  ///
  /// - Parameters:
  ///   - delay: How long loading must last before the spinner shows.
  ///   - minimumVisibleDuration: How long a shown spinner stays at least.
  package init(delay: Duration, minimumVisibleDuration: Duration) {
    self.delay = max(delay, .zero)
    self.minimumVisibleDuration = max(minimumVisibleDuration, .zero)
  }

  /// The `ProgressGate` defaults: 300 ms before the spinner shows, then 500 ms at least.
  package static let standard = SpinnerTiming(
    delay: ProgressGate.defaultDelay,
    minimumVisibleDuration: ProgressGate.defaultMinimumVisibleDuration
  )

  /// No delay and no minimum: the spinner shows exactly while loading, with no gate. For
  /// previews and snapshot tests.
  package static let immediate = SpinnerTiming(delay: .zero, minimumVisibleDuration: .zero)

  /// Whether the spinner bypasses the gate: no delay and no minimum.
  package var isImmediate: Bool {
    delay == .zero && minimumVisibleDuration == .zero
  }

  /// Whether the blocking spinner shows now.
  ///
  /// - Parameters:
  ///   - isLoading: The presentation's `ScreenPresentation/showsBlockingSpinner`.
  ///   - gateIsVisible: The `ProgressGate/isVisible` of the gate fed with `isLoading`.
  /// - Returns: `isLoading` itself when the timing is `immediate`, else the gate's
  ///   visibility.
  package func showsSpinner(isLoading: Bool, gateIsVisible: Bool) -> Bool {
    isImmediate ? isLoading : gateIsVisible
  }

  /// Makes the gate that applies this timing.
  ///
  /// - Parameter clock: The clock that measures the delay and the minimum.
  /// - Returns: A gate with no load running.
  @MainActor
  package func makeGate(clock: some Clock<Duration> = ContinuousClock()) -> ProgressGate {
    ProgressGate(delay: delay, minimumVisibleDuration: minimumVisibleDuration, clock: clock)
  }
}
