/// Hands an object to a function the optimizer cannot see through, so the work that
/// produced the object's contents is not removed as dead code.
///
/// The call goes through ``opaqueSink``, a mutable global: the optimizer must assume the
/// sink reads everything the object references, so every store before the call happens.
@MainActor
@inline(never)
func blackHole(_ object: AnyObject) {
  opaqueSink(object)
}

/// Keeps any value alive and opaque to the optimizer (an existential of it, which may box a
/// large value: use outside hot loops).
///
/// The value goes to the sink as `Any`, not `AnyObject`: on Linux, `value as AnyObject`
/// bridges an array to an `NSArray` that boxes every element (a `perf` profile of the
/// `worst-page` workload showed `__SwiftValue.store` for each of a million posts after each
/// round of the duplicate index alone), work and heap churn the next subject then ran beside.
@MainActor
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {
    opaqueSink(value)
  }
}

/// The sink behind ``blackHole(_:)``: empty, but ``makeSinkOpaque(arguments:)`` may replace
/// it depending on the command line, so the optimizer cannot assume it is.
@MainActor
private var opaqueSink: (Any) -> Void = { _ in }

/// Replaces the sink when a condition that never holds in practice holds, so that the
/// optimizer cannot treat ``opaqueSink`` as a constant (a whole-module build would otherwise
/// see that nothing assigns it and inline the empty closure, loop and all).
@MainActor
func makeSinkOpaque(arguments: [String]) {
  if arguments.count > 1_000_000 {
    opaqueSink = { print(type(of: $0)) }
  }
}
