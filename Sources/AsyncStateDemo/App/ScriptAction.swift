import AsyncState

/// One step of a `--script` run: a loader call or a demo control, as a user would press it.
///
/// Script mode runs the actions in order and waits for each to settle before the next, so its
/// output is the same on every run with the same seed. An action followed by ``cancel`` is
/// started, not awaited, and then cancelled (see ``ScriptRunner``).
///
/// ```swift
/// let actions = try ScriptAction.parseList("load,more,x,more,x,retry")
/// ```
public enum ScriptAction: String, CaseIterable, Hashable, Sendable {
  /// Loads the first page (`PagingLoader.load()`).
  case load
  /// Loads the next page (`PagingLoader.loadMore()`).
  case more
  /// Loads the page above, for a feed opened in the middle (`PagingLoader.loadPrevious()`,
  /// `--start-at`); nothing at the top of the feed.
  case previous
  /// Reloads from the first page, keeping the loaded pages on screen meanwhile.
  case refresh
  /// Retries what failed: the failed page, or the first page.
  case retry
  /// Turns failure injection on or off (the `x` key); while on, every request fails.
  case toggleFailures = "toggle-failures"
  /// Cancels the running load, if any: the action before it, which script mode starts
  /// without waiting for it (the `c` key).
  case cancel
  /// Forgets every loaded page and goes back to `idle`.
  case reset
  /// Dismisses the error banner.
  case dismiss
  /// The simulated feed publishes a new post at its top; with `--live`, the feed shows it
  /// first once the live subscription delivers it. In script mode posts are published only
  /// by this action, so the transcript is the same on every run.
  case publish
  /// Writes the cache inspector's panel as it stands (the `i` key shows it beside the feed).
  case inspect
  /// Selects the inspector's next row (the `]` key).
  case nextEntry = "next-entry"
  /// Selects the inspector's previous row (the `[` key).
  case previousEntry = "previous-entry"
  /// Refetches the inspector's selected entry (the `R` key).
  case refetchEntry = "refetch-entry"
  /// Invalidates the inspector's selected entry (the `I` key).
  case invalidateEntry = "invalidate-entry"
  /// Evicts the inspector's selected entry, if no screen uses it (the `E` key).
  case evictEntry = "evict-entry"
  /// Makes the next fetch of the inspector's selected entry fail (the `F` key).
  case failEntry = "fail-entry"

  /// Short names accepted besides the full ones.
  static let aliases: [String: ScriptAction] = [
    "x": .toggleFailures, "t": .retry, "r": .refresh, "c": .cancel, "p": .publish,
    "i": .inspect, "]": .nextEntry, "[": .previousEntry,
  ]

  /// Whether the action is the cache inspector's, which the script runner performs rather
  /// than the feed session.
  var isInspectorAction: Bool {
    switch self {
    case .inspect, .nextEntry, .previousEntry, .refetchEntry, .invalidateEntry, .evictEntry,
      .failEntry:
      true
    case .load, .more, .previous, .refresh, .retry, .toggleFailures, .cancel, .reset, .dismiss,
      .publish:
      false
    }
  }

  /// The inspector action an action performs on the selected row, if it is one.
  var inspectorAction: InspectorAction? {
    switch self {
    case .refetchEntry: .refetch
    case .invalidateEntry: .invalidate
    case .evictEntry: .evict
    case .failEntry: .failNextFetch
    case .load, .more, .previous, .refresh, .retry, .toggleFailures, .cancel, .reset, .dismiss,
      .publish, .inspect, .nextEntry, .previousEntry:
      nil
    }
  }

  /// Reads one action from its name (`more`) or alias (`x`), ignoring surrounding spaces.
  ///
  /// - Parameter name: An action name such as `load` or `toggle-failures`.
  public init?(name: String) {
    let trimmed = name.trimmingSpaces().lowercased()
    if let action = ScriptAction(rawValue: trimmed) ?? Self.aliases[trimmed] {
      self = action
    } else {
      return nil
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
