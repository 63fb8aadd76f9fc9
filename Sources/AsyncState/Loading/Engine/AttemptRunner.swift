/// A fetch as a loader runs it: off the main actor (`@concurrent`), with a typed failure.
typealias Fetch<Value, Failure: Error> = @concurrent @Sendable () async throws(Failure) -> Value

/// A fetch that starts where it is called (on the main actor) and leaves it only if the
/// function it calls does: a paging source's page, which calls the app's `@concurrent` fetch
/// and wraps its answer.
///
/// A `@concurrent` wrapper would hop to the cooperative pool before the app's fetch runs,
/// one executor job each way that the app's own fetch does not need (the benchmark's `costs`
/// workload, release build: a page took 3 main-actor and 2 pool jobs, against 2 and 1 for a
/// hand-written view model; with this type, 2 and 1, and one allocation fewer, before a
/// load's first steps ran in the caller's turn: see `OperationSlot`).
typealias PageFetch<Value, Failure: Error> =
  nonisolated(nonsending) @Sendable () async throws(Failure) -> Value

/// Runs a fetch with the loader's retry policy and per-attempt timeout.
///
/// The runner lives on the main actor; the fetch itself runs off it (`@concurrent`). Delays
/// and timeouts run on the loader's clock. Every fetch it cancels is cancelled through the
/// loader's ``CancellationRelay``, and every attempt starts only after the cancellations
/// asked for before it were delivered: at most one fetch per loader.
@MainActor
struct AttemptRunner<Value: Sendable, Failure: Error> {
  let retry: RetryPolicy
  let timeout: Duration?
  let clock: LoaderClock
  let relay: CancellationRelay

  nonisolated init(configuration: LoaderConfiguration, clock: LoaderClock, relay: CancellationRelay)
  {
    retry = configuration.retry
    timeout = configuration.timeout
    self.clock = clock
    self.relay = relay
  }

  /// How one attempt ended.
  private enum Attempt: Sendable {
    case success(Value)
    case failure(Failure)
    case timedOut(Duration)
    case cancelled
  }

  /// A fetch of either kind.
  private enum AnyFetch {
    case concurrent(Fetch<Value, Failure>)
    case page(PageFetch<Value, Failure>)
  }

  /// Runs attempts until one succeeds, a failure is not retried, or the task is cancelled.
  ///
  /// - Parameters:
  ///   - fetch: One attempt.
  ///   - onRetry: Called with the retry number (1, 2, …) before each retry's delay.
  func run(
    _ fetch: @escaping Fetch<Value, Failure>,
    onRetry: (Int) -> Void
  ) async -> FetchOutcome<Value, Failure> {
    await run(.concurrent(fetch), onRetry: onRetry)
  }

  /// Runs attempts of a page's fetch (see ``PageFetch``), as ``run(_:onRetry:)`` does.
  func run(
    page fetch: @escaping PageFetch<Value, Failure>,
    onRetry: (Int) -> Void
  ) async -> FetchOutcome<Value, Failure> {
    await run(.page(fetch), onRetry: onRetry)
  }

  /// How the first attempt of a load that hands its result over went
  /// (``runFirstAttemptHere(page:)``).
  enum FirstAttempt: Sendable {
    /// A success, a cancellation, or a failure with no attempt left: the load's outcome.
    case settled(FetchOutcome<Value, Failure>)
    /// A failure that may be retried: ``retrying(page:after:onRetry:)`` decides and goes on.
    case failed(Failure)
  }

  /// Runs `fetch`'s first attempt where the caller runs — off the main actor, in a load that
  /// hands its result over (``OperationSlot/startHandingOver(_:work:)``) — and settles it
  /// there when it can: a success, a cancellation, or a failure with no attempt left. Any
  /// other failure is for ``retrying(page:after:onRetry:)``, on the main actor, where
  /// ``RetryPolicy/shouldRetry`` is asked (once, as ``run(page:onRetry:)`` asks it).
  ///
  /// Only for a runner without a timeout, once every cancellation has been delivered
  /// (``LoaderCore/handsOverResults``): the checks ``run(page:onRetry:)`` makes before its
  /// first attempt.
  nonisolated func runFirstAttemptHere(
    page fetch: @escaping PageFetch<Value, Failure>
  ) async -> FirstAttempt {
    if Task.isCancelled { return .settled(.cancelled) }
    do throws(Failure) {
      let value = try await fetch()
      return .settled(Task.isCancelled ? .cancelled : .success(value))
    } catch {
      if Task.isCancelled || CancellationCheck.isCancellation(error) { return .settled(.cancelled) }
      return retry.maxAttempts > 1 ? .failed(error) : .settled(.failure(error))
    }
  }

  /// Runs a page's fetch in a load that hands its result over: the first attempt where the
  /// caller runs (``runFirstAttemptHere(page:)``), any retries on the main actor.
  ///
  /// `onRetry` is made only when a retry may follow, so that a page that loads at once
  /// allocates no context for it.
  nonisolated func runPage(
    _ fetch: @escaping PageFetch<Value, Failure>,
    onRetry: () -> @MainActor @Sendable (Int) -> Void
  ) async -> FetchOutcome<Value, Failure> {
    switch await runFirstAttemptHere(page: fetch) {
    case .settled(let outcome): outcome
    case .failed(let failure): await retrying(page: fetch, after: failure, onRetry: onRetry())
    }
  }

  /// The attempts after a first one that failed with `failure`
  /// (``runFirstAttemptHere(page:)``), as ``run(page:onRetry:)`` would have made them.
  func retrying(
    page fetch: @escaping PageFetch<Value, Failure>, after failure: Failure,
    onRetry: @MainActor @Sendable (Int) -> Void
  ) async -> FetchOutcome<Value, Failure> {
    guard retry.maxAttempts > 1, retry.shouldRetry(failure) else { return .failure(failure) }
    onRetry(1)
    var generator = SystemRandomNumberGenerator()
    do {
      try await clock.sleep(retry.delay(beforeRetry: 1, using: &generator))
    } catch {
      return .cancelled
    }
    return await run(.page(fetch), retriesMade: 1, onRetry: { onRetry($0) })
  }

  /// Runs attempts until one settles the outcome, counting retries from `retriesMade`.
  private func run(
    _ fetch: AnyFetch, retriesMade: Int = 0, onRetry: (Int) -> Void
  ) async -> FetchOutcome<Value, Failure> {
    var retries = retriesMade
    var generator = SystemRandomNumberGenerator()
    while true {
      await relay.delivered()
      if Task.isCancelled { return .cancelled }
      let attempt = await self.attempt(fetch)
      if Task.isCancelled { return .cancelled }
      let failure: Failure
      switch attempt {
      case .cancelled:
        return .cancelled
      case .success(let value):
        return .success(value)
      case .failure(let fetchFailure):
        if CancellationCheck.isCancellation(fetchFailure) { return .cancelled }
        failure = fetchFailure
      case .timedOut(let timeout):
        // A failure type that cannot hold the timeout (`Never`) sees a cancelled attempt.
        guard let timeoutFailure = LoaderFailure.make(.timedOut(after: timeout), as: Failure.self)
        else { return .cancelled }
        failure = timeoutFailure
      }
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

  /// One attempt, raced against the timeout if there is one.
  private func attempt(_ fetch: AnyFetch) async -> Attempt {
    guard let timeout else {
      // Each kind called as it is: converting a `Fetch` to a `PageFetch` (or back) would
      // allocate a thunk per attempt.
      do throws(Failure) {
        switch fetch {
        case .concurrent(let fetch): return .success(try await fetch())
        case .page(let fetch): return .success(try await fetch())
        }
      } catch {
        return .failure(error)
      }
    }
    switch fetch {
    case .concurrent(let fetch): return await attempt(fetch, racing: timeout)
    case .page(let fetch):
      return await attempt({ () async throws(Failure) in try await fetch() }, racing: timeout)
    }
  }

  /// One attempt, raced against `timeout`.
  private func attempt(_ fetch: @escaping Fetch<Value, Failure>, racing timeout: Duration) async
    -> Attempt
  {
    // An unstructured race, so that a fetch that ignores cancellation cannot hold the
    // timeout hostage: the first of the two to finish wins.
    let race = Race<Attempt?>()
    let fetchTask = Task { @concurrent in
      do throws(Failure) {
        race.finish(with: .success(try await fetch()))
      } catch {
        race.finish(with: .failure(error))
      }
    }
    // One shared timer rather than a sleeping task per attempt: a cancelled sleep would hold
    // its memory until the deadline (see `DeadlineTimer`).
    let deadline = clock.timer.schedule(after: timeout) {
      race.finish(with: .timedOut(timeout))
    }
    let result = await withTaskCancellationHandler {
      await race.value()
    } onCancel: {
      // The load was cancelled: this runs where the relay delivers it, off the main actor,
      // and tells the fetch at once, before the loader's next fetch may start.
      race.finish(with: nil)
      fetchTask.cancel()
    }
    clock.timer.cancel(deadline)
    switch result {
    case .success, .failure:
      break
    case .timedOut, .cancelled, nil:
      // The fetch may still run: it is told to stop off the main actor, and the next
      // attempt waits until it has been told.
      relay.cancel(fetchTask)
    }
    return result ?? .cancelled
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
