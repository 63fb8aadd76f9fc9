/// A small, fast, seeded random number generator (Vigna's SplitMix64).
///
/// The same seed gives the same numbers on every platform and every run, which is what makes
/// the simulated feed and its failures reproducible with `--seed`.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let dice = random.next() % 6 + 1
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: Any number; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

extension SplitMix64 {
  /// A number in `0..<1` from the next 53 bits: the same on every platform and toolchain,
  /// unlike the standard library's `random(in:using:)`, whose algorithm may change.
  mutating func nextFraction() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// An index in `0..<count`, by the same rule on every toolchain.
  mutating func nextIndex(below count: Int) -> Int {
    Int(next() % UInt64(count))
  }
}
