/// A switch that makes a cached loader's next fetch fail, for an inspector's "fail next
/// fetch" (``LoaderInspector/failNextFetch(_:)``).
///
/// The fetch closure reads it off the main actor, so it lives behind a lock (``Locked``). It
/// is armed only by an inspector; unarmed, a fetch pays one lock.
final class FetchFault: Sendable {
  /// Whether the loader's failure type can hold a simulated failure.
  let isSupported: Bool
  private let isArmed = Locked(false)

  init<Failure: Error>(_: Failure.Type) {
    isSupported = Self.failure(Failure.self) != nil
  }

  /// Makes the next fetch fail. Returns whether it can.
  func arm() -> Bool {
    guard isSupported else { return false }
    isArmed.withLock { $0 = true }
    return true
  }

  /// Whether the next fetch fails.
  var isPending: Bool {
    isArmed.withLock { $0 }
  }

  /// The failure to throw instead of fetching, once, when armed.
  func take<Failure: Error>(_: Failure.Type) -> Failure? {
    let armed = isArmed.withLock { armed in
      defer { armed = false }
      return armed
    }
    return armed ? Self.failure(Failure.self) : nil
  }

  /// The simulated failure as a `Failure`: ``SimulatedFailure`` for `any Error`, a timeout
  /// through ``LoaderErrorConvertible`` (or as a ``LoaderError``) otherwise, and `nil` for a
  /// type that can hold neither, such as `Never`.
  private static func failure<Failure: Error>(_: Failure.Type) -> Failure? {
    if let failure = SimulatedFailure() as? Failure { return failure }
    return LoaderFailure.make(.timedOut(after: .zero), as: Failure.self)
  }
}

/// The failure an inspector's ``LoaderInspector/failNextFetch(_:)`` makes a loader whose failure
/// type is `any Error` fail with.
struct SimulatedFailure: Error, CustomStringConvertible {
  var description: String { "simulated failure" }
}
