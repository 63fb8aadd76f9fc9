// Polling (`LoaderConfiguration.pollInterval`) for a paging loader: by the core's rules
// (`LoaderCore+Polling.swift`), a poll is a refresh nobody awaits — of the first page, or of
// every loaded page with `refreshesAllPages`.

extension PagingLoader {
  /// Turns polling on: the first load asked for.
  func startPolling() {
    // Checked first: a loader that does not poll allocates no closure on each load.
    guard core.configuration.pollInterval != nil, !core.polling.isOn else { return }
    core.startPolling { [weak self] in _ = self?.beginFirstPage() }
  }
}
