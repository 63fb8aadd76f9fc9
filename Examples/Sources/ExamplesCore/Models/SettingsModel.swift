import Observation

/// The settings screen: the fake API's latency, failure rate and seed, applied to the API as
/// they change.
@MainActor
@Observable
public final class SettingsModel {
  /// The latencies the screen offers, in milliseconds.
  public static let latencyRange = 0...3000
  /// The latency step, in milliseconds.
  public static let latencyStep = 100
  /// The failure rates the screen offers, in percent.
  public static let failureRange = 0...100
  /// The failure-rate step, in percent.
  public static let failureStep = 10
  /// The seeds the screen offers.
  public static let seedRange = 0...999

  /// The API the settings apply to.
  public let api: FakeAPI

  // The values as set, clamped; the public properties clamp on the way in (a `didSet` that
  // assigns to its own property would recurse through Observation's setter).
  private var storedLatency: Int
  private var storedFailurePercent: Int
  private var storedSeed: Int

  /// How long each request takes, in milliseconds, within ``latencyRange``.
  public var latencyMilliseconds: Int {
    get { storedLatency }
    set {
      storedLatency = newValue.clamped(to: Self.latencyRange)
      apply()
    }
  }
  /// How often a request fails, in percent, within ``failureRange``.
  public var failurePercent: Int {
    get { storedFailurePercent }
    set {
      storedFailurePercent = newValue.clamped(to: Self.failureRange)
      apply()
    }
  }
  /// The seed every answer is drawn from, within ``seedRange``.
  public var seed: Int {
    get { storedSeed }
    set {
      storedSeed = newValue.clamped(to: Self.seedRange)
      apply()
    }
  }

  /// Creates the model with the API's current settings.
  ///
  /// - Parameter api: The API to configure.
  public init(api: FakeAPI) {
    self.api = api
    let settings = api.settings
    storedLatency = Int(settings.latency / .milliseconds(1))
    storedFailurePercent = Int((settings.failureRate * 100).rounded())
    storedSeed = Int(min(settings.seed, UInt64(Self.seedRange.upperBound)))
  }

  /// The settings in one line, such as "600 ms · 20% failures · seed 7".
  public var summary: String {
    "\(latencyMilliseconds) ms · \(failurePercent)% failures · seed \(seed)"
  }

  private func apply() {
    api.settings = APISettings(
      latency: .milliseconds(latencyMilliseconds),
      failureRate: Double(failurePercent) / 100,
      seed: UInt64(seed))
  }
}

extension Int {
  fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
