import AsyncState

extension ControlledFetch {
  /// One call of a ``ControlledFetch``, which the test completes.
  ///
  /// The caller stays suspended until the test calls ``succeed(with:)``, ``fail(with:)``,
  /// ``complete(with:)`` (or ``finishCancelled()``); only the first completion counts.
  ///
  /// ```swift
  /// async let loaded: Void = loader.load()
  /// let call = try await fetch.nextCall()
  /// loader.cancel()
  /// try await call.cancellation()          // the loader's fetch task saw the cancel
  /// #expect(call.isCancelled)
  /// call.succeed(with: user)               // a late answer: the loader must drop it
  /// await loaded
  /// #expect(loader.state == .idle)
  /// ```
  public final class Call: Sendable {
    /// The continuation of a task waiting in ``cancellation()``.
    typealias CancellationWaiter = Waiter<Void>

    /// Everything mutable; only ever touched under ``state``'s lock.
    struct State: Sendable {
      /// The suspended caller, once it has suspended and until it is resumed.
      var caller: UnsafeContinuation<Result<Value, Failure>, Never>?
      /// How the call ended, once it has.
      var outcome: Result<Value, Failure>?
      var isCancelled = false
      var cancellationWaiters: [CancellationWaiter] = []
      var nextWaiterID = 0
    }

    /// The argument the caller passed.
    public let argument: Argument

    /// The position of this call among all calls of its fetch: 0 for the first.
    public let index: Int

    /// The call's only mutable state. The class is `Sendable` (without `@unchecked`) because
    /// of this lock (AsyncState's `Locked`, an `NSLock`).
    let state = Locked(State())

    init(argument: Argument, index: Int) {
      self.argument = argument
      self.index = index
    }

    /// Whether the task that made the call has been cancelled while the call was pending.
    ///
    /// Stays `false` for a cancellation that comes after the call was completed.
    public var isCancelled: Bool {
      state.withLock { $0.isCancelled }
    }

    /// Whether the call has been completed, by the test or by a cancellation that ends it
    /// (``ControlledFetch/init(failingOnCancelWith:)``).
    public var isCompleted: Bool {
      state.withLock { $0.outcome != nil }
    }

    /// Ends the call: the caller returns `value`.
    ///
    /// ```swift
    /// try await fetch.nextCall().succeed(with: user)
    /// ```
    ///
    /// - Parameter value: What the call returns.
    /// - Returns: `true` if this completed the call, `false` if it had already been completed
    ///   (the value is then dropped).
    @discardableResult
    public func succeed(with value: Value) -> Bool {
      complete(with: .success(value))
    }

    /// Ends the call: the caller throws `failure`.
    ///
    /// ```swift
    /// try await fetch.nextCall().fail(with: URLError(.notConnectedToInternet))
    /// ```
    ///
    /// - Parameter failure: What the call throws.
    /// - Returns: `true` if this completed the call, `false` if it had already been completed.
    @discardableResult
    public func fail(with failure: Failure) -> Bool {
      complete(with: .failure(failure))
    }

    /// Ends the call with `result`: the caller returns its value or throws its failure.
    ///
    /// ```swift
    /// call.complete(with: Result { try decoder.decode(User.self, from: fixture) })
    /// ```
    ///
    /// - Parameter result: The call's outcome.
    /// - Returns: `true` if this completed the call, `false` if it had already been completed.
    @discardableResult
    public func complete(with result: Result<Value, Failure>) -> Bool {
      let (completed, caller, waiters) = state.withLock {
        state -> (Bool, UnsafeContinuation<Result<Value, Failure>, Never>?, [CancellationWaiter])
        in
        guard state.outcome == nil else { return (false, nil, []) }
        state.outcome = result
        defer {
          state.caller = nil
          state.cancellationWaiters = []
        }
        return (true, state.caller, state.cancellationWaiters)
      }
      caller?.resume(returning: result)
      for waiter in waiters { waiter.continuation.resume(returning: .success(())) }
      return completed
    }

    /// Suspends until the call's task is cancelled, or the call is completed, whichever
    /// comes first.
    ///
    /// Returns at once if either already happened. Resumed by the cancellation (or
    /// completion) itself — no polling. Check ``isCancelled`` afterwards for which it was.
    ///
    /// ```swift
    /// let call = try await fetch.nextCall()
    /// loader.cancel()
    /// try await call.cancellation()
    /// #expect(call.isCancelled)
    /// ```
    ///
    /// - Throws: `CancellationError` if the *waiting* task is cancelled first.
    public func cancellation() async throws(CancellationError) {
      let id = state.withLock { state in
        defer { state.nextWaiterID += 1 }
        return state.nextWaiterID
      }
      try await suspend { (continuation: WaiterContinuation<Void>) in
        state.withLock { state in
          if Task.isCancelled { return .failure(CancellationError()) }
          if state.isCancelled || state.outcome != nil { return .success(()) }
          state.cancellationWaiters.append(Waiter(id: id, continuation: continuation))
          return nil
        }
      } cancel: {
        self.state.withLock { $0.cancellationWaiters.removeWaiter(id: id) }
      }
    }

    /// Suspends the caller until the call is completed, noting its task's cancellation.
    ///
    /// Called once, by the fetch, on the caller's task. The caller's continuation is stored
    /// under the lock unless the outcome is already known, and whoever takes it out of
    /// ``State/caller`` resumes it, so it is resumed exactly once.
    func outcome(failingOnCancelWith failure: Failure?) async -> Result<Value, Failure> {
      await withTaskCancellationHandler {
        await withUnsafeContinuation { continuation in
          let outcome = state.withLock { state -> Result<Value, Failure>? in
            if let outcome = state.outcome { return outcome }
            state.caller = continuation
            return nil
          }
          if let outcome { continuation.resume(returning: outcome) }
        }
      } onCancel: {
        observeCancellation(failingWith: failure)
      }
    }

    /// Records that the caller's task was cancelled and, given a `failure`, ends the call with
    /// it, in one step, so a test woken by ``cancellation()`` already sees that failure.
    private func observeCancellation(failingWith failure: Failure?) {
      let (caller, outcome, waiters) = state.withLock {
        state -> (
          UnsafeContinuation<Result<Value, Failure>, Never>?, Result<Value, Failure>?,
          [CancellationWaiter]
        ) in
        guard state.outcome == nil else { return (nil, nil, []) }
        state.isCancelled = true
        if let failure { state.outcome = .failure(failure) }
        defer {
          state.cancellationWaiters = []
          if state.outcome != nil { state.caller = nil }
        }
        return (state.outcome != nil ? state.caller : nil, state.outcome, state.cancellationWaiters)
      }
      if let caller, let outcome { caller.resume(returning: outcome) }
      for waiter in waiters { waiter.continuation.resume(returning: .success(())) }
    }
  }
}

extension ControlledFetch.Call where Failure == any Error {
  /// Ends the call as a cancellable real fetch would: the caller throws `CancellationError`.
  ///
  /// ```swift
  /// let call = try await fetch.nextCall()
  /// loader.cancel()
  /// try await call.cancellation()
  /// call.finishCancelled()
  /// ```
  ///
  /// - Returns: `true` if this completed the call, `false` if it had already been completed.
  @discardableResult
  public func finishCancelled() -> Bool {
    fail(with: CancellationError())
  }
}
