// Polling (`LoaderConfiguration.pollInterval`): a refresh `interval` after each load ends,
// on the loader's clock, one deadline at a time, never while a load runs, backing off after
// failures, paused while its cache entry is unused or the app is in the background.

/// Why a loader's background work (polling, a live subscription) is paused.
enum LoaderPause: Hashable {
  /// No screen holds the loader's cache entry.
  case unused
  /// The app is in the background (``CacheEvent/didEnterBackground``).
  case background
}

/// A ``DataLoader``'s polling bookkeeping.
struct Polling {
  /// Whether a load was asked for since the last `cancel()` or `reset()`: polling runs.
  var isOn = false
  /// What pauses polling now.
  var pauses: Set<LoaderPause> = []
  /// Failed loads in a row: the interval doubles with each, up to 16 times.
  var failures = 0
  /// When the last poll was scheduled from, on the loader's clock.
  var scheduledAt: Duration?
}

extension DataLoader {
  /// The wait between the end of a load and the next poll.
  private var pollDelay: Duration? {
    guard let interval = core.configuration.pollInterval, interval > .zero else { return nil }
    return interval * (1 << min(polling.failures, 4))
  }

  /// Schedules the next poll, unless polling is off or paused, a load runs, or one is
  /// scheduled.
  ///
  /// - Parameter elapsed: How much of the delay has passed already (a pause that ends).
  func schedulePoll(elapsed: Duration = .zero) {
    guard live == nil, polling.isOn, polling.pauses.isEmpty, let delay = pollDelay,
      core.operations.current == nil, !core.operations.poll.isPending
    else { return }
    polling.scheduledAt = core.clock.elapsed() - elapsed
    core.operations.poll.schedule(on: core.clock.timer, after: max(.zero, delay - elapsed)) {
      [weak self] in
      Task { @MainActor in self?.pollFired() }
    }
  }

  private func pollFired() {
    core.operations.poll.clear()
    // A load that runs reschedules when it ends.
    guard polling.isOn, polling.pauses.isEmpty, core.operations.current == nil else { return }
    _ = begin()
  }

  /// Stops polling until the next load.
  func stopPolling() {
    polling.isOn = false
    polling.failures = 0
    core.operations.poll.cancel()
  }

  /// Pauses or resumes the loader's background work for `reason`: polling, and a live
  /// subscription (which stops; the next `load()` subscribes again).
  func setPaused(_ paused: Bool, for reason: LoaderPause) {
    if paused {
      polling.pauses.insert(reason)
      core.operations.poll.cancel()
      if reason == .unused, isSubscribed {
        if core.operations.current != nil { cancel() } else { stopSubscription() }
      }
    } else if polling.pauses.remove(reason) != nil, polling.pauses.isEmpty {
      let elapsed = polling.scheduledAt.map { core.clock.elapsed() - $0 } ?? .zero
      schedulePoll(elapsed: elapsed)
    }
  }
}
