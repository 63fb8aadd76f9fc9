import AsyncState

/// What a key does in the interactive demo: the one table the app follows, and that `--help`
/// must name in full (a test checks every key it maps).
enum KeyCommand: Hashable, Sendable, CaseIterable {
  case quit
  case interrupt
  case moveUp
  case moveDown
  case pageUp
  case pageDown
  case first
  case last
  case refresh
  case retry
  /// Enter: a retry when the retry row or the full-screen failure shows.
  case retryIfFailed
  case cancel
  case toggleFailures
  case dismissBanner
  case toggleInspector
  /// `/`: opens the filter field (while it is open, ``FeedSession/handleFilterKey(_:)`` takes
  /// the keys first).
  case filter
  /// `l`: likes the selected post (``FeedSession/likeSelectedPost()``).
  case like
  /// `[`: selects the inspector's previous row (while the inspector shows).
  case previousEntry
  /// `]`: selects the inspector's next row (while the inspector shows).
  case nextEntry
  /// `R`: refetches the inspector's selected entry.
  case refetchEntry
  /// `I`: invalidates the inspector's selected entry.
  case invalidateEntry
  /// `E`: evicts the inspector's selected entry, if no screen uses it.
  case evictEntry
  /// `F`: makes the next fetch of the inspector's selected entry fail.
  case failEntryNextFetch

  /// The inspector action of a command that acts on the inspector's selected entry.
  var inspectorAction: InspectorAction? {
    switch self {
    case .refetchEntry: .refetch
    case .invalidateEntry: .invalidate
    case .evictEntry: .evict
    case .failEntryNextFetch: .failNextFetch
    case .quit, .interrupt, .moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .refresh,
      .retry, .retryIfFailed, .cancel, .toggleFailures, .dismissBanner, .toggleInspector, .filter,
      .like, .previousEntry, .nextEntry:
      nil
    }
  }

  /// The command of a key, or `nil` for a key the demo ignores.
  init?(_ key: Key) {
    switch key {
    case .character("q"), .endOfInput: self = .quit
    case .interrupt: self = .interrupt
    case .up, .character("k"): self = .moveUp
    case .down, .character("j"): self = .moveDown
    case .pageUp: self = .pageUp
    case .pageDown, .character(" "): self = .pageDown
    case .home, .character("g"): self = .first
    case .end, .character("G"): self = .last
    case .character("r"): self = .refresh
    case .character("t"): self = .retry
    case .enter: self = .retryIfFailed
    case .character("c"): self = .cancel
    case .character("x"): self = .toggleFailures
    case .character("d"), .escape: self = .dismissBanner
    case .character("i"): self = .toggleInspector
    case .character("/"): self = .filter
    case .character("l"): self = .like
    case .character("["): self = .previousEntry
    case .character("]"): self = .nextEntry
    case .character("R"): self = .refetchEntry
    case .character("I"): self = .invalidateEntry
    case .character("E"): self = .evictEntry
    case .character("F"): self = .failEntryNextFetch
    case .character, .backspace, .unknown: return nil
    }
  }
}

extension Key {
  /// The key as `--help` names it: `up`, `pgdn`, `space`, `ctrl-c`, or the character itself.
  var helpName: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .home: "home"
    case .end: "end"
    case .enter: "enter"
    case .escape: "esc"
    case .backspace: "backspace"
    case .interrupt: "ctrl-c"
    case .endOfInput: "ctrl-d"
    case .character(" "): "space"
    case .character(let character): String(character)
    case .unknown: "?"
    }
  }
}
