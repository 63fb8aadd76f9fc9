import Testing

extension Trait where Self == TimeLimitTrait {
  /// The time limit of the suites that could hang if the engine lost a wake-up: it turns a
  /// hang into a failure, and never fails a run that is merely slow.
  ///
  /// Ten minutes: the slowest of these suites takes about 30 s on a loaded 2-core machine
  /// without a sanitizer, and the ThreadSanitizer run of CI beside other builds was measured
  /// past one minute, so a limit of one or two minutes failed runs that were only slow; the
  /// project's rule is that such a bound holds under a 20× slowdown.
  static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
