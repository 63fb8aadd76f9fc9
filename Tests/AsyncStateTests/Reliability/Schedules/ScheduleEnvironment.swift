import Foundation
import Testing

/// How many schedules a run explores, and from which seed.
///
/// - `ASYNCSTATE_SCHEDULES`: the number of schedules (10,000 by default; 1000000 for a long
///   local run).
/// - `ASYNCSTATE_SCHEDULE_BASE`: the base seed (hexadecimal or decimal), to explore other
///   schedules than CI's.
/// - `ASYNCSTATE_SCHEDULE_SEED`: run only the schedule with this seed, as a failure prints
///   it.
enum ScheduleEnvironment {
  static let defaultCount = 10_000
  static let defaultBase: UInt64 = 0x5C4E_D01E_A5A5_0014

  private static var environment: [String: String] { ProcessInfo.processInfo.environment }

  static var count: Int {
    environment["ASYNCSTATE_SCHEDULES"].flatMap { Int($0) } ?? defaultCount
  }

  static var base: UInt64 {
    environment["ASYNCSTATE_SCHEDULE_BASE"].flatMap(parse) ?? defaultBase
  }

  static var seed: UInt64? {
    environment["ASYNCSTATE_SCHEDULE_SEED"].flatMap(parse)
  }

  /// Generous: CI's 10,000 schedules take seconds (a minute under the thread sanitizer); a
  /// million take minutes. Like `.hangGuard`, it catches a hang, not a slow run.
  static var timeLimit: TimeLimitTrait.Duration {
    count > 100_000 ? .minutes(240) : .minutes(10)
  }

  private static func parse(_ text: String) -> UInt64? {
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }
}
