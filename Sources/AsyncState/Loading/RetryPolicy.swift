/// When and how often a loader retries a failed fetch.
///
/// Delays grow exponentially from ``initialDelay`` by ``multiplier``, are capped at
/// ``maxDelay``, and are shortened at random by up to ``jitter`` (a fraction) so that many
/// clients do not retry in lockstep. Delays run on the loader's injected clock, so tests
/// drive them with a manual clock. Cancelling the load during a delay ends it at once.
///
/// The policy is part of a ``LoaderConfiguration``, shared by both loaders:
///
/// ```swift
/// let configuration = LoaderConfiguration(
///   retry: .exponential(maxAttempts: 4, when: { ($0 as? URLError)?.code != .badURL })
/// )
/// ```
///
/// ``shouldRetry`` receives the failure as `any Error`, whatever the loader's failure type, so
/// one policy serves every loader of an app; cast it to your error type to decide.
public struct RetryPolicy: Sendable {
  /// How many attempts a load makes in all, the first included. `1` means no retry.
  public var maxAttempts: Int
  /// The delay before the first retry.
  public var initialDelay: Duration
  /// The factor each further delay grows by.
  public var multiplier: Double
  /// The longest delay between two attempts.
  public var maxDelay: Duration
  /// The largest fraction, from 0 to 1, by which a delay is shortened at random.
  public var jitter: Double
  /// Whether a failure is worth retrying. Failures it rejects end the load at once.
  public var shouldRetry: @Sendable (any Error) -> Bool

  /// Creates a retry policy.
  ///
  /// - Parameters:
  ///   - maxAttempts: Attempts in all, the first included; values below 1 count as 1.
  ///   - initialDelay: The delay before the first retry.
  ///   - multiplier: The factor each further delay grows by; values below 1 count as 1.
  ///   - maxDelay: The longest delay.
  ///   - jitter: The largest fraction by which a delay is shortened at random, clamped to
  ///     `0...1`.
  ///   - shouldRetry: Whether a failure is worth retrying.
  public init(
    maxAttempts: Int,
    initialDelay: Duration,
    multiplier: Double,
    maxDelay: Duration,
    jitter: Double,
    shouldRetry: @escaping @Sendable (any Error) -> Bool
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.initialDelay = initialDelay
    self.multiplier = max(1, multiplier)
    self.maxDelay = maxDelay
    self.jitter = min(max(jitter, 0), 1)
    self.shouldRetry = shouldRetry
  }

  /// A policy that never retries: a failed attempt fails the load.
  public static var never: Self {
    Self(
      maxAttempts: 1, initialDelay: .zero, multiplier: 1, maxDelay: .zero, jitter: 0,
      shouldRetry: { _ in false })
  }

  /// A policy with exponential backoff and jitter.
  ///
  /// - Parameters:
  ///   - maxAttempts: Attempts in all, the first included.
  ///   - initialDelay: The delay before the first retry.
  ///   - multiplier: The factor each further delay grows by.
  ///   - maxDelay: The longest delay.
  ///   - jitter: The largest fraction by which a delay is shortened at random.
  ///   - shouldRetry: Whether a failure is worth retrying; every failure by default.
  /// - Returns: The policy.
  public static func exponential(
    maxAttempts: Int = 3,
    initialDelay: Duration = .milliseconds(500),
    multiplier: Double = 2,
    maxDelay: Duration = .seconds(30),
    jitter: Double = 0.2,
    when shouldRetry: @escaping @Sendable (any Error) -> Bool = { _ in true }
  ) -> Self {
    Self(
      maxAttempts: maxAttempts, initialDelay: initialDelay, multiplier: multiplier,
      maxDelay: maxDelay, jitter: jitter, shouldRetry: shouldRetry)
  }

  /// The delay to wait before a retry.
  ///
  /// - Parameters:
  ///   - retry: Which retry this is, from 1 (the second attempt).
  ///   - generator: The source of randomness for the jitter.
  /// - Returns: `min(maxDelay, initialDelay × multiplier^(retry − 1))`, shortened by a
  ///   random fraction of at most ``jitter``.
  public func delay(
    beforeRetry retry: Int,
    using generator: inout some RandomNumberGenerator
  ) -> Duration {
    let exponent = Double(max(retry, 1) - 1)
    let base = initialDelay * power(multiplier, exponent)
    let capped = min(base, maxDelay)
    guard jitter > 0 else { return capped }
    let cut = Double.random(in: 0..<1, using: &generator) * jitter
    return capped * (1 - cut)
  }
}

/// `base` raised to a small whole `exponent` (the retry index), by square-and-multiply.
private func power(_ base: Double, _ exponent: Double) -> Double {
  var result = 1.0
  var remaining = Int(exponent)
  var factor = base
  while remaining > 0 {
    if remaining & 1 == 1 { result *= factor }
    factor *= factor
    remaining >>= 1
  }
  return result
}
