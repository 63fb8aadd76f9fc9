/// An instant measured as the time elapsed since a fixed origin on some clock.
///
/// Lets a type that takes any `Clock<Duration>` keep one non-generic representation of time.
struct ElapsedInstant: InstantProtocol {
  /// The time since the origin.
  var offset: Duration

  func advanced(by duration: Duration) -> ElapsedInstant {
    ElapsedInstant(offset: offset + duration)
  }

  func duration(to other: ElapsedInstant) -> Duration {
    other.offset - offset
  }

  static func < (lhs: ElapsedInstant, rhs: ElapsedInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}

/// Any `Clock<Duration>`, seen through ``ElapsedInstant``s from the moment it was wrapped.
struct ElapsedClock: Sendable {
  /// The current instant.
  let now: @Sendable () -> ElapsedInstant
  /// Sleeps until the given instant; throws `CancellationError` if cancelled.
  let sleep: @Sendable (ElapsedInstant) async throws -> Void

  init<C: Clock<Duration>>(_ clock: C) {
    let origin = clock.now
    now = { ElapsedInstant(offset: origin.duration(to: clock.now)) }
    sleep = { deadline in
      try await clock.sleep(until: origin.advanced(by: deadline.offset), tolerance: nil)
    }
  }
}
