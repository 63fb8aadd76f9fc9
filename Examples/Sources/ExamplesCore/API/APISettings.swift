/// How the fake API behaves: how long it takes, how often it fails, and the seed that makes
/// every answer reproducible.
public nonisolated struct APISettings: Sendable, Hashable {
  /// How long each request takes.
  public var latency: Duration
  /// The probability that a request fails, from 0 (never) to 1 (always).
  public var failureRate: Double
  /// The seed every answer is drawn from: the same seed gives the same answers and failures,
  /// request by request.
  public var seed: UInt64

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - latency: How long each request takes; 600 ms by default.
  ///   - failureRate: The probability that a request fails, clamped to 0...1; 0.2 by default.
  ///   - seed: The seed every answer is drawn from.
  public init(latency: Duration = .milliseconds(600), failureRate: Double = 0.2, seed: UInt64 = 7) {
    self.latency = max(latency, .zero)
    self.failureRate = min(max(failureRate, 0), 1)
    self.seed = seed
  }
}
