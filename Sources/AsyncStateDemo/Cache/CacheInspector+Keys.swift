extension CacheInspector {
  /// Acts on one of the inspector's keys, as the app does while the panel shows: `[` and `]`
  /// move the row selection; `R`, `I`, `E` and `F` start refetch, invalidate, evict and fail
  /// next fetch on the selected row.
  ///
  /// - Parameter command: The key's command; the feed's commands are ignored.
  /// - Returns: The task performing an action, which returns the line it logs; `nil` for a
  ///   selection move or a command that is not the inspector's.
  @discardableResult
  func handle(_ command: KeyCommand) -> Task<String, Never>? {
    switch command {
    case .previousEntry, .nextEntry:
      moveRowSelection(by: command == .nextEntry ? 1 : -1)
      return nil
    case .refetchEntry, .invalidateEntry, .evictEntry, .failEntryNextFetch:
      guard let action = command.inspectorAction else { return nil }
      return Task { await perform(action) }
    case .quit, .interrupt, .moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .refresh,
      .retry, .retryIfFailed, .cancel, .toggleFailures, .dismissBanner, .toggleInspector, .filter,
      .like:
      return nil
    }
  }
}
