extension ManualClock {
  /// A point in a ``ManualClock``'s time: an offset from the clock's zero.
  ///
  /// Instants print as their offset, so test failures read like a timeline:
  ///
  /// ```swift
  /// let start = ManualClock.Instant.zero
  /// let later = start.advanced(by: .milliseconds(1500))
  /// print(later)                                 // +1.5s
  /// print(start.duration(to: later))             // 1.5 seconds
  /// ```
  public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
    /// The zero of manual time, where a ``ManualClock`` starts by default.
    public static let zero = Instant(offset: .zero)

    /// How far this instant lies after ``zero`` (negative for instants before it).
    public var offset: Duration

    /// Creates the instant `offset` after ``zero``.
    ///
    /// ```swift
    /// let clock = ManualClock(now: .init(offset: .seconds(60)))
    /// ```
    ///
    /// - Parameter offset: The distance from ``zero``.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    ///
    /// - Parameter duration: How far to move; negative moves back.
    /// - Returns: The moved instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    ///
    /// - Parameter other: The end point.
    /// - Returns: `other - self`; negative when `other` is earlier.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    /// - Returns: `true` when `lhs` is earlier.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The signed offset from ``zero`` in seconds, as in `+0s`, `+1.5s`, `-0.25s`.
    public var description: String {
      let sign = offset < .zero ? "-" : "+"
      let magnitude = offset < .zero ? .zero - offset : offset
      let (seconds, attoseconds) = magnitude.components
      guard attoseconds != 0 else { return "\(sign)\(seconds)s" }
      // Eighteen zero-padded digits of attoseconds, without trailing zeros.
      var fraction = String(attoseconds)
      fraction = String(repeating: "0", count: 18 - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      return "\(sign)\(seconds).\(fraction)s"
    }
  }
}
