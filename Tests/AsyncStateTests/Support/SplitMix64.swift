/// A tiny seeded random number generator (SplitMix64), so random-sequence tests are
/// reproducible: the same seed gives the same sequences on every machine and every run.
///
/// The algorithm is Sebastiano Vigna's public-domain SplitMix64, the seeder of the
/// xoshiro family.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`. The modulo bias is negligible for the tiny bounds the tests
  /// use, and this is cheaper than the generic `Int.random(in:using:)` in debug builds.
  mutating func below(_ bound: Int) -> Int {
    Int(truncatingIfNeeded: next() % UInt64(bound))
  }
}
