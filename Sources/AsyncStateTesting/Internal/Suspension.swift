import AsyncState

/// The continuation a rendezvous wait suspends on: it is resumed exactly once, with the
/// awaited value or with `CancellationError` when the waiting task is cancelled.
typealias WaiterContinuation<Value: Sendable> = UnsafeContinuation<
  Result<Value, CancellationError>, Never
>

/// A suspended waiter, remembered by the id that its cancellation handler looks it up by.
struct Waiter<Value: Sendable>: Sendable {
  let id: Int
  let continuation: WaiterContinuation<Value>
}

extension Array {
  /// Removes and returns the waiter with `id`, or `nil` when it is not (or no longer) here.
  mutating func removeWaiter<Value>(id: Int) -> WaiterContinuation<Value>?
  where Element == Waiter<Value> {
    guard let index = firstIndex(where: { $0.id == id }) else { return nil }
    return remove(at: index).continuation
  }
}

/// Suspends the current task until the continuation is resumed, honouring cancellation.
///
/// Every wait in this module goes through here, so the cancellation protocol is written
/// once:
///
/// - `register` runs synchronously, once, before the task suspends. Under the owner's lock it
///   must first check `Task.isCancelled` (and answer `.failure(CancellationError())` if so),
///   then either answer at once or store the continuation and answer `nil`.
/// - `cancel` runs when the task is cancelled. Under the same lock it removes and returns the
///   stored continuation, or `nil` when there is none (already resumed, or not stored yet).
///
/// Why no continuation is lost or resumed twice: the runtime marks a task cancelled *before*
/// it runs the cancellation handler. If the handler takes the lock first and finds nothing,
/// `register` takes it afterwards and sees `Task.isCancelled`; if `register` stores first, the
/// handler finds and removes the continuation. Whoever removes a continuation from the
/// owner's state is the only one that resumes it.
func suspend<Value: Sendable>(
  register: (WaiterContinuation<Value>) -> Result<Value, CancellationError>?,
  cancel: @Sendable () -> WaiterContinuation<Value>?
) async throws(CancellationError) -> Value {
  let result = await withTaskCancellationHandler {
    await withUnsafeContinuation { continuation in
      if let answer = register(continuation) {
        continuation.resume(returning: answer)
      }
    }
  } onCancel: {
    cancel()?.resume(returning: .failure(CancellationError()))
  }
  return try result.get()
}

/// Waits for the oldest value in `unclaimed`, in the state behind `lock`: takes it at once if
/// one is there, or else waits in `waiters` until the owner resumes the first waiter with the
/// next value that arrives. The rendezvous behind `ManualClock.nextSleep()` and
/// `ControlledFetch.nextCall()`, written once over `suspend(register:cancel:)`.
///
/// - Parameter id: The waiter's id, unique among the owner's waiters.
func nextUnclaimed<State: Sendable, Value: Sendable>(
  id: Int,
  in lock: Locked<State>,
  unclaimed: any WritableKeyPath<State, [Value]> & Sendable,
  waiters: any WritableKeyPath<State, [Waiter<Value>]> & Sendable
) async throws(CancellationError) -> Value {
  try await suspend { (continuation: WaiterContinuation<Value>) in
    lock.withLock { state in
      if Task.isCancelled { return .failure(CancellationError()) }
      if !state[keyPath: unclaimed].isEmpty {
        return .success(state[keyPath: unclaimed].removeFirst())
      }
      state[keyPath: waiters].append(Waiter(id: id, continuation: continuation))
      return nil
    }
  } cancel: {
    lock.withLock { $0[keyPath: waiters].removeWaiter(id: id) }
  }
}
