// How the transitions are written, and why. On a state stored in a class (a view model, a
// loader), a transition runs inside the caller's exclusive access to that property. A
// release inside the access may run a deinit that reaches the same property, so the compiler
// then keeps a runtime exclusivity check around the call (swift_beginAccess and
// swift_endAccess): a load cycle cost up to twice the same cases assigned by hand in
// asyncstate-bench. The optimiser moves a release past the end of the access only from the
// block that ends it, as it does with the old value of an assignment. So:
//
// - What a call drops (a payload the new state does not keep, or on a refusal the argument
//   not taken) goes into a local that every path carries, with no early return, to the one
//   `withExtendedLifetime` at the end. A move that keeps its payload assigns directly, which
//   copies nothing. `cancelLoading()` drops nothing and `reset()` has a single path, so neither
//   needs such a local.
// - `@inline(__always)`: a call that is not inlined hides its releases and keeps the check.
// - The argument is `consuming`, as an initializer or a setter takes its argument: borrowed,
//   the caller's copy would be released after the replaced state, and that retain and
//   release would no longer be optimised away.
//
// The access then needs no tracking: its check has no swift_endAccess, and the optimiser
// merges it with its neighbours and hoists it out of loops, as for assignments by hand.
//
// PagingState's transitions repeat these switches on purpose: each names every case of its own
// enum, and going through the other enum would add the copies this file is written to avoid.
extension DataState {
  /// Starts a load, keeping whatever is on screen.
  ///
  /// - `idle` → ``initialLoading``
  /// - `success(v)`, `refreshFailure(v, _)` → ``refreshing(_:)`` with `v`
  /// - `failure(e)` → ``retrying(_:)`` with `e`
  ///
  /// A load that is already running is not started twice: from a loading state the call is
  /// refused.
  ///
  /// - Returns: `true` if a load started; `false` if one was already running (the state is
  ///   unchanged).
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func startLoading() -> Bool {
    // Released after the caller's access: see the top of this file.
    var dropped: Failure? = nil
    let moved: Bool
    switch self {
    case .idle:
      self = .initialLoading
      moved = true
    case .success(let value):
      self = .refreshing(value)
      moved = true
    case .refreshFailure(let value, let failure):
      self = .refreshing(value)
      dropped = failure
      moved = true
    case .failure(let failure):
      self = .retrying(failure)
      moved = true
    case .initialLoading, .refreshing, .retrying:
      moved = false
    }
    return withExtendedLifetime(dropped) { moved }
  }

  /// Finishes the running load with a value.
  ///
  /// Valid from ``initialLoading``, ``refreshing(_:)`` and ``retrying(_:)``; every one of
  /// them moves to ``success(_:)``.
  ///
  /// - Parameter value: The loaded value; it replaces any value shown before.
  /// - Returns: `true` if the state moved; `false` if no load was running (the state is
  ///   unchanged).
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func succeed(with value: consuming Value) -> Bool {
    // `spare` ends with the state replaced or, on a refusal, the value not taken, released
    // after the caller's access: see the top of this file.
    var spare = Self.success(value)
    let moved = isLoading
    if moved { swap(&self, &spare) }
    return withExtendedLifetime(spare) { moved }
  }

  /// Finishes the running load with a failure, keeping any value on screen.
  ///
  /// - `initialLoading`, `retrying(_)` → ``failure(_:)``
  /// - `refreshing(v)` → ``refreshFailure(_:_:)`` with `v`
  ///
  /// - Parameter failure: Why the load failed. Cancellation is not a failure: end a
  ///   cancelled load with ``cancelLoading()`` instead.
  /// - Returns: `true` if the state moved; `false` if no load was running (the state is
  ///   unchanged).
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func fail(with failure: consuming Failure) -> Bool {
    // Released after the caller's access: see the top of this file.
    var dropped: Failure? = nil
    let moved: Bool
    switch self {
    case .initialLoading:
      self = .failure(failure)
      moved = true
    case .retrying(let oldFailure):
      self = .failure(failure)
      dropped = oldFailure
      moved = true
    case .refreshing(let value):
      self = .refreshFailure(value, failure)
      moved = true
    case .idle, .success, .failure, .refreshFailure:
      dropped = failure
      moved = false
    }
    return withExtendedLifetime(dropped) { moved }
  }

  /// Ends the running load without an outcome, going back to the settled state it implies.
  ///
  /// - `initialLoading` → ``idle``
  /// - `refreshing(v)` → ``success(_:)`` with `v`
  /// - `retrying(e)` → ``failure(_:)`` with `e`
  ///
  /// A load started from ``refreshFailure(_:_:)`` comes back as `success(v)`: the
  /// `refreshing` case does not carry the old failure. A loader that must restore the exact
  /// state a load started from keeps that state itself (``DataLoader`` does).
  ///
  /// - Returns: `true` if the state moved; `false` if no load was running.
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func cancelLoading() -> Bool {
    switch self {
    case .initialLoading:
      self = .idle
    case .refreshing(let value):
      self = .success(value)
    case .retrying(let failure):
      self = .failure(failure)
    case .idle, .success, .failure, .refreshFailure:
      return false
    }
    return true
  }

  /// Forgets everything: every state moves to ``idle``.
  @inlinable
  @inline(__always)
  public mutating func reset() {
    self = .idle
  }
}
