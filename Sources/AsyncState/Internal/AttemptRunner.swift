/// Runs a fetch with the loader's retry policy and per-attempt timeout.
///
/// Everything runs on the main actor until the fetch suspends; delays and timeouts run on
/// the loader's clock.
@MainActor
struct AttemptRunner<Value: Sendable, Failure: Error> {
  let retry: RetryPolicy<Failure>
  let timeout: Duration?
  /// Turns a timeout into the loader's failure type; `nil` when timeouts are not supported.
  let timeoutFailure: (@Sendable (Duration) -> Failure)?
  let clock: LoaderClock

  /// Runs attempts until one succeeds, a failure is not retried, or the task is cancelled.
  ///
  /// - Parameters:
  ///   - fetch: One attempt.
  ///   - onRetry: Called with the retry number (1, 2, …) before each retry's delay.
  func run(
    _ fetch: @escaping @Sendable () async throws(Failure) -> Value,
    onRetry: (Int) -> Void
  ) async -> FetchOutcome<Value, Failure> {
    var retries = 0
    var generator = SystemRandomNumberGenerator()
    while true {
      if Task.isCancelled { return .cancelled }
      let result = await attempt(fetch)
      if Task.isCancelled { return .cancelled }
      switch result {
      case .none:
        return .cancelled
      case .success(let value):
        return .success(value)
      case .failure(let failure):
        if CancellationCheck.isCancellation(failure) { return .cancelled }
        guard retries + 1 < retry.maxAttempts, retry.shouldRetry(failure) else {
          return .failure(failure)
        }
        retries += 1
        onRetry(retries)
        do {
          try await clock.sleep(retry.delay(beforeRetry: retries, using: &generator))
        } catch {
          return .cancelled
        }
      }
    }
  }

  /// One attempt, raced against the timeout if there is one; `nil` if it was cancelled.
  private func attempt(
    _ fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) async -> Result<Value, Failure>? {
    guard let timeout, let timeoutFailure else {
      do throws(Failure) {
        return .success(try await fetch())
      } catch {
        return .failure(error)
      }
    }
    // An unstructured race, so that a fetch that ignores cancellation cannot hold the
    // timeout hostage: the first of the two to finish wins, the other is cancelled.
    let race = Race<Result<Value, Failure>?>()
    let clock = clock
    let fetchTask = Task {
      do throws(Failure) {
        race.finish(with: .success(try await fetch()))
      } catch {
        race.finish(with: .failure(error))
      }
    }
    let timerTask = Task {
      do {
        try await clock.sleep(timeout)
        race.finish(with: .failure(timeoutFailure(timeout)))
      } catch {
        // Cancelled: the fetch won, or the load was cancelled.
      }
    }
    let result = await withTaskCancellationHandler {
      await race.value()
    } onCancel: {
      race.finish(with: nil)
    }
    fetchTask.cancel()
    timerTask.cancel()
    return result
  }
}

/// A one-shot result that the first of several racers sets and one waiter reads.
///
/// `Sendable` because its state lives behind a lock (``Locked``).
final class Race<Output: Sendable>: Sendable {
  private enum Phase: Sendable {
    case pending
    case waiting(CheckedContinuation<Output, Never>)
    case done(Output)
  }

  private let phase = Locked<Phase>(.pending)

  /// Sets the result if none was set yet; later calls do nothing.
  func finish(with output: Output) {
    let continuation: CheckedContinuation<Output, Never>? = phase.withLock { phase in
      switch phase {
      case .pending:
        phase = .done(output)
        return nil
      case .waiting(let continuation):
        phase = .done(output)
        return continuation
      case .done:
        return nil
      }
    }
    continuation?.resume(returning: output)
  }

  /// Waits for the result. Only one caller may wait.
  func value() async -> Output {
    await withCheckedContinuation { continuation in
      let ready: Output? = phase.withLock { phase in
        switch phase {
        case .pending:
          phase = .waiting(continuation)
          return nil
        case .waiting:
          preconditionFailure("Race.value() awaited twice")
        case .done(let output):
          return output
        }
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
