// Polling, as both loaders run it: a refresh `interval` after each load ends, on the
// loader's clock, one deadline at a time, never while a load runs, backing off after
// failures, paused while its cache entry is unused, the app is in the background, or — for a
// loader that was watched through `observe(_:)` or `states` — nothing watches it any more.
// The loader says how to start a poll; the core decides when.

extension LoaderCore {
  /// The wait between the end of a load and the next poll.
  private var pollDelay: Duration? {
    guard let interval = configuration.pollInterval, interval > .zero else { return nil }
    return interval * (1 << min(polling.failures, 4))
  }

  /// Whether the loader was watched through `observe(_:)` or `states`, and no longer is: no
  /// token and no subscription is attached now.
  private var isUnwatched: Bool {
    polling.wasWatched && broadcaster.observerCount == 0 && broadcaster.hasNoStreams
  }

  /// Turns polling on (a load was asked for), if the configuration polls.
  ///
  /// - Parameter poll: Starts a poll's load, without waiting for it; called on the main
  ///   actor when a poll is due. It should capture the loader weakly: the core keeps it.
  func startPolling(_ poll: @escaping @MainActor () -> Void) {
    guard polling.poll == nil, configuration.pollInterval != nil else { return }
    polling.poll = poll
  }

  /// Schedules the next poll, unless polling is off or paused, a load runs, or one is
  /// scheduled.
  ///
  /// - Parameter elapsed: How much of the delay has passed already (a pause that ends).
  func schedulePoll(elapsed: Duration = .zero) {
    guard polling.isOn, polling.pauses.isEmpty, let delay = pollDelay,
      operations.current == nil, !operations.poll.isPending
    else { return }
    polling.scheduledAt = clock.elapsed() - elapsed
    guard !isUnwatched else {
      // Nothing watches it any more: the next watcher resumes polling.
      polling.pauses.insert(.unwatched)
      return
    }
    operations.poll.schedule(on: clock.timer, after: max(.zero, delay - elapsed)) {
      [weak self] generation in
      Task { @MainActor in self?.pollDue(generation) }
    }
  }

  private func pollDue(_ generation: UInt64) {
    // A load that started since the deadline fired cancelled it: it reschedules when it ends.
    guard operations.poll.clear(ifCurrent: generation) else { return }
    // A load that runs reschedules when it ends.
    guard let poll = polling.poll, polling.pauses.isEmpty, operations.current == nil else {
      return
    }
    if isUnwatched {
      // Its watchers went while the poll waited: the next one resumes polling, at once.
      polling.pauses.insert(.unwatched)
      return
    }
    poll()
  }

  /// Records that a load ended, for the backoff: `failed` doubles the next interval.
  func recordPollOutcome(failed: Bool) {
    polling.failures = failed ? polling.failures + 1 : 0
  }

  /// Stops polling until the next load.
  func stopPolling() {
    polling.poll = nil
    polling.failures = 0
    polling.pauses.remove(.unwatched)
    operations.poll.cancel()
  }

  /// Pauses or resumes polling for `reason`; a resumed poll counts the time the pause took
  /// as part of its interval.
  func setPollingPaused(_ paused: Bool, for reason: LoaderPause) {
    if paused {
      polling.pauses.insert(reason)
      operations.poll.cancel()
    } else if polling.pauses.remove(reason) != nil, polling.pauses.isEmpty {
      let elapsed = polling.scheduledAt.map { clock.elapsed() - $0 } ?? .zero
      schedulePoll(elapsed: elapsed)
    }
  }

  /// A watcher attached: from now on the loader polls only while one is; if polling was
  /// paused for the lack of one, it resumes.
  func watcherAttached() {
    polling.wasWatched = true
    setPollingPaused(false, for: .unwatched)
  }
}
