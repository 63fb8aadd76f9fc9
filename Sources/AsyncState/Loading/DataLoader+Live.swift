// A `DataLoader` over a live source: an `AsyncSequence` whose elements are the value as it
// changes. The engine is the loader's own: the first element ends the load that subscribed
// (callers of `load()` return), later elements replace the value in place, and a failure
// keeps the last value and restarts the subscription by the retry policy.

extension DataLoader {
  /// Creates a loader that follows a live source: an `AsyncSequence` whose elements are the
  /// value as it changes — a chat, a price, a database observation, a WebSocket.
  ///
  /// ```swift
  /// @State private var price = DataLoader(
  ///   configuration: .init(retry: .exponential(maxAttempts: 5))
  /// ) {
  ///   PriceFeed.shared.updates(for: "AAPL")   // some AsyncSequence<Price, any Error>
  /// }
  ///
  /// var body: some View {
  ///   Text(price.state.value.map { "\($0.amount)" } ?? "…")
  ///     .task { await price.load() }          // subscribes; returns at the first price
  /// }
  /// ```
  ///
  /// The rules (see <doc:LiveDataAndPolling>):
  /// - **One subscription.** ``load()`` subscribes when no subscription runs and returns at
  ///   the first element (``DataState/success(_:)``); while one runs it joins the load or
  ///   does nothing. However often and from however many tasks it is called, the loader
  ///   holds at most one subscription.
  /// - **Elements replace the value in place**: `success` stays `success`, with the cause
  ///   ``TransitionCause/valueReplaced``.
  /// - **A failure keeps the last value**: ``DataState/refreshFailure(_:_:)``, then the
  ///   subscription restarts after the retry policy's delay, on the configured clock; the
  ///   next element brings `success` back. The policy's `maxAttempts` counts the failures
  ///   since the last element, so a source that delivers again starts its backoff over. A
  ///   failure before the first element is a failed load, retried as a fetch is
  ///   (``retryCount``), then ``DataState/failure(_:)``.
  /// - **The subscription stops** on ``cancel()``, ``reset()`` and the loader's release, and
  ///   when its ``LoaderCache`` entry is no longer held by any screen. ``refresh()``
  ///   stops it and subscribes again, the new one starting only once the old one was told
  ///   to stop. A source that finishes keeps the last value; before its first element, it
  ///   leaves the state where the load started.
  ///
  /// The sequence is made on the main actor — so `stream` may call the app's main-actor
  /// services, and subscribing is cheap — and iterated off it; each element hops to the main
  /// actor once. The configuration's `timeout`, `staleAfter` and `pollInterval` do not apply
  /// to a live source.
  ///
  /// - Parameters:
  ///   - initialState: Where the loader starts, such as `.success(cachedValue)` to show a
  ///     cached value until the first element arrives.
  ///   - configuration: The retry policy for restarts, and the clock of their delays.
  ///   - stream: Makes the sequence, on the main actor, once for each subscription.
  public nonisolated convenience init<Stream: AsyncSequence<Value, Failure> & SendableMetatype>(
    initialState: DataState<Value, Failure> = .idle,
    configuration: LoaderConfiguration = .default,
    stream: @escaping @MainActor @Sendable () -> sending Stream
  ) {
    self.init(
      initialState: initialState, configuration: configuration, fetch: nil,
      live: liveSource(of: stream))
  }

  /// Whether a live source's subscription runs (or waits to restart): for tests.
  var isSubscribed: Bool {
    live?.isRunning ?? false
  }

  /// Starts a new subscription, replacing any (see ``LiveFeed``).
  func subscribe() {
    guard let live else { return }
    stopSubscription()
    let generation = live.generation
    let source = live.source
    let relay = core.operations.relay
    let clock = core.clock
    let task = Task { [weak self] in
      while true {
        // The previous subscription has been told to stop before this one starts.
        await relay.delivered()
        if Task.isCancelled { return }
        var failure: Failure?
        do throws(Failure) {
          try await source { [weak self] value in
            await self?.receive(value, generation: generation) ?? false
          }
        } catch {
          failure = error
        }
        if Task.isCancelled { return }
        guard let delay = self?.subscriptionEnded(failure, generation: generation) else { return }
        do {
          try await clock.sleep(delay)
        } catch {
          return
        }
      }
    }
    live.task = task
    core.operations.subscription.track(task)
  }

  /// Stops the subscription, if one runs; the state does not move.
  func stopSubscription() {
    guard let live else { return }
    live.generation &+= 1
    live.failures = 0
    core.operations.subscription.track(nil)
    if let task = live.task {
      live.task = nil
      core.operations.relay.cancel(task)
    }
  }

  /// An element of the subscription `generation`: ends the load that subscribed, or
  /// replaces the value in place.
  ///
  /// - Returns: `false` when the subscription was stopped: the source stops iterating.
  private func receive(_ value: Value, generation: UInt64) -> Bool {
    guard let live, live.generation == generation else { return false }
    live.failures = 0
    core.markLoaded()
    if let operation = core.operations.current {
      // The first element since a (re)subscription asked for by a load.
      _ = core.operations.end(operation)
      core.updateState { $0.succeed(with: value) }
      core.publish(.loadSucceeded)
      origin = .idle
      operation.finish()
    } else if core.state.isSuccess {
      core.setState(.success(value), cause: .valueReplaced)
    } else {
      // A restart after a failure delivered: the failure is over.
      core.setState(.success(value), cause: .loadSucceeded)
    }
    return true
  }

  /// The subscription `generation` ended, finished (`failure` is `nil`) or failed.
  ///
  /// - Returns: The delay before subscribing again; `nil` when the subscription is over.
  private func subscriptionEnded(_ failure: Failure?, generation: UInt64) -> Duration? {
    guard let live, live.generation == generation else { return nil }
    guard let failure, !CancellationCheck.isCancellation(failure) else {
      // The source finished: the value stays. Before any element, the load that
      // subscribed ends where it started.
      endSubscription()
      if let operation = core.operations.current {
        _ = core.operations.end(operation)
        core.setState(origin, cause: .loadCancelled)
        origin = .idle
        operation.finish()
      }
      return nil
    }
    live.failures += 1
    let retry = core.configuration.retry
    let restarts = live.failures < retry.maxAttempts && retry.shouldRetry(failure)
    if let operation = core.operations.current {
      // No element yet: a failed load, retried as a fetch is.
      if restarts {
        core.retryCount = live.failures
        return retry.delay(beforeRetry: live.failures, using: &live.generator)
      }
      _ = core.operations.end(operation)
      core.updateState { $0.fail(with: failure) }
      core.publish(.loadFailed)
      origin = .idle
      operation.finish()
    } else if let value = core.state.value {
      // The last value stays on screen.
      core.setState(.refreshFailure(value, failure), cause: .loadFailed)
    }
    guard restarts else {
      endSubscription()
      return nil
    }
    core.retryCount = live.failures
    return retry.delay(beforeRetry: live.failures, using: &live.generator)
  }

  /// Forgets the subscription whose task is ending by itself.
  private func endSubscription() {
    live?.task = nil
    core.operations.subscription.track(nil)
  }
}

/// The live source that iterates the sequences `stream` makes, off the main actor.
private func liveSource<Stream: AsyncSequence & SendableMetatype>(
  of stream: @escaping @MainActor @Sendable () -> sending Stream
) -> LiveSource<Stream.Element, Stream.Failure> {
  { @concurrent deliver throws(Stream.Failure) in
    let sequence = await stream()
    try await iterate(sequence, deliver: deliver)
  }
}

/// Hands each element of `sequence` to `deliver` until the sequence ends or `deliver`
/// returns `false`.
@concurrent
private func iterate<Stream: AsyncSequence>(
  _ sequence: Stream, deliver: @escaping @Sendable (Stream.Element) async -> Bool
) async throws(Stream.Failure) {
  var iterator = sequence.makeAsyncIterator()
  while let value = try await iterator.next(isolation: nil) {
    guard await deliver(value) else { return }
  }
}
