// Polling (`LoaderConfiguration.pollInterval`): the rules live in the core
// (`LoaderCore+Polling.swift`), shared with `PagingLoader`; a poll here is a refresh that
// nobody awaits. A loader over a live source does not poll.

extension DataLoader {
  /// Turns polling on: the first load asked for.
  func startPolling() {
    // Checked first: a loader that does not poll allocates no closure on each load.
    guard live == nil, core.configuration.pollInterval != nil, !core.polling.isOn else { return }
    core.startPolling { [weak self] in _ = self?.begin() }
  }

  /// Schedules the next poll, unless polling is off or paused, a load runs, or one is
  /// scheduled.
  func schedulePoll() {
    core.schedulePoll()
  }

  /// Stops polling until the next load.
  func stopPolling() {
    core.stopPolling()
  }

  /// Pauses or resumes the loader's background work for `reason`: polling, and a live
  /// subscription (which stops; the next `load()` subscribes again).
  func setPaused(_ paused: Bool, for reason: LoaderPause) {
    core.setPollingPaused(paused, for: reason)
    if paused, reason == .unused, isSubscribed {
      if core.operations.current != nil { cancel() } else { stopSubscription() }
    }
  }
}
