// Polling (`LoaderConfiguration.pollInterval`) for a paging loader: by the core's rules
// (`LoaderCore+Polling.swift`), a poll is a refresh nobody awaits — of the first page, or of
// every loaded page with `refreshesAllPages`.

extension PagingLoader {
  /// Turns polling on: the first load asked for.
  func startPolling() {
    core.startPolling { [weak self] in _ = self?.beginFirstPage() }
  }
}
