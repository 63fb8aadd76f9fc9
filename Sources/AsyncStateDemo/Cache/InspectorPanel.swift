public import AsyncState

/// Lays out the cache inspector on the core's inspector model, so the terminal shows what an
/// app's `LoaderInspectorView` shows: the entries of ``LoaderCache/snapshot()`` in the
/// ``InspectorFilter`` order an app's list uses (in use first), each with its state and its
/// ``CacheEntrySnapshot/summary``; the recent transitions of one entry (the selected one, else
/// the feed on screen); for a cache with a store, what happened to the saved values
/// (``LoaderInspector/persistenceEvents``, newest first); and the latest activity below them.
///
/// ```
///  Cache · 22/32 entries · i hides
///  ● feed  success([20 items])
///    3s old · fresh · in use · 2 observers · 1 fetch
///  ● post #4  success(Late footer at dawn)
///    3s old · fresh · in use · 0 observers · 0 fetches
///  ○ post #1  success(Quiet spinner and the main actor)
///    3s old · fresh · unused, evicted in 27s · 0 obse…
///  ── feed history ──
///  +0s loadStarted: idle → initialLoading
///  +0s loadSucceeded: initialLoading → success([20 it…
///  ── activity ──
///  post #4 in use
///  post #1 unused
/// ```
///
/// `●` marks an entry in use, `○` an unused one, `▸` the selected one (the keys `[` and `]` move
/// it, and `R`, `I`, `E`, `F` act on it); what does not fit is counted on one line.
public struct InspectorPanel: Sendable {
  /// The entries to show (``LoaderCache/snapshot()``).
  public var entries: [CacheEntrySnapshot]
  /// The cache's entry limit (``CacheConfiguration/maxEntries``), shown in the title.
  public var maxEntries: Int
  /// The activity lines, oldest first; the newest that fit are shown.
  public var log: [String]
  /// One entry's transitions, oldest first (``LoaderInspector/history(of:)``); the newest
  /// that fit are shown under the entry's key. Empty leaves the section out.
  public var history:
    [(time: Duration, key: String, from: String, to: String, cause: TransitionCause)]
  /// The id of the selected entry (``CacheEntrySnapshot/id``), marked `▸` and kept in sight;
  /// `nil` when none is.
  public var selectedID: Int?
  /// What happened to the saved values, newest first
  /// (``LoaderInspector/persistenceEvents``); `nil`, for a cache without a store, leaves the
  /// section out.
  public var saved: [(time: Duration, key: String, event: PersistenceEvent)]?

  /// Creates a panel.
  ///
  /// - Parameters:
  ///   - entries: The cache's entries.
  ///   - maxEntries: The cache's entry limit.
  ///   - log: The activity lines, oldest first.
  ///   - history: One entry's transitions, oldest first; empty leaves the section out.
  ///   - selectedID: The selected entry's id, if any.
  ///   - saved: The persistence events, newest first; `nil` leaves the section out.
  public init(
    entries: [CacheEntrySnapshot], maxEntries: Int, log: [String],
    history: [(time: Duration, key: String, from: String, to: String, cause: TransitionCause)] = [],
    selectedID: Int? = nil, saved: [(time: Duration, key: String, event: PersistenceEvent)]? = nil
  ) {
    self.entries = entries
    self.maxEntries = maxEntries
    self.log = log
    self.history = history
    self.selectedID = selectedID
    self.saved = saved
  }

  /// The panel's lines: exactly `height` lines, each at most `width` columns.
  ///
  /// - Parameters:
  ///   - width: The panel's width in columns.
  ///   - height: The panel's height in rows.
  /// - Returns: The lines, top to bottom.
  public func lines(width: Int, height: Int) -> [ScreenLine] {
    let height = max(1, height)
    var lines = [
      ScreenLine(
        " Cache · \(entries.count)/\(maxEntries) entries · i hides",
        style: .title)
    ]
    // Entries take the upper part, the activity at least a third of the rest, the history
    // (with its heading) up to a quarter, the saved data (with its heading) up to a sixth.
    let activityRows = max(3, (height - 1) / 3)
    let historyRows = history.isEmpty ? 0 : 1 + min(history.count, max(2, (height - 1) / 4))
    let savedRows = saved.map { 1 + min(max(1, $0.count), max(1, (height - 1) / 6)) } ?? 0
    let entryRows = max(0, height - 1 - activityRows - 1 - historyRows - savedRows)
    let entries = orderedEntries
    let visible = visibleEntries(of: entries, rows: entryRows)
    for entry in visible {
      lines += rows(for: entry)
    }
    if visible.count < entries.count {
      lines.append(ScreenLine("   … \(entries.count - visible.count) more", style: .dim))
    }
    if let key = history.last?.key {
      lines.append(ScreenLine(" ── \(key) history ──", style: .dim))
      lines += history.suffix(historyRows - 1).map { ScreenLine(" " + Self.line(for: $0)) }
    }
    if let saved {
      lines.append(ScreenLine(" ── saved data ──", style: .dim))
      lines +=
        saved.isEmpty
        ? [ScreenLine(" nothing restored or failed yet", style: .dim)]
        : saved.prefix(savedRows - 1).map { ScreenLine(" " + Self.line(for: $0)) }
    }
    lines.append(ScreenLine(" ── activity ──", style: .dim))
    let room = max(0, height - lines.count)
    lines += log.suffix(room).map { ScreenLine(" \($0)", style: .dim) }
    lines += Array(repeating: ScreenLine(""), count: max(0, height - lines.count))
    return lines.prefix(height).map { line in
      ScreenLine(Self.clip(line.text, to: width), style: line.style)
    }
  }

  /// The order of an app's inspector list: in use first, then unused; within each, the most
  /// recent transition first.
  private var orderedEntries: [CacheEntrySnapshot] {
    InspectorFilter(order: .inUseFirst).apply(to: entries)
  }

  /// The entries that fit in `rows` rows (two each, and one for the "more" line), starting
  /// early enough that the selected one is among them.
  private func visibleEntries(of entries: [CacheEntrySnapshot], rows: Int) -> [CacheEntrySnapshot] {
    guard entries.count * 2 > rows else { return entries }
    let count = max(0, rows - 1) / 2
    let selected = entries.firstIndex { $0.id == selectedID } ?? 0
    let start = max(0, selected - count + 1)
    return Array(entries[start..<min(entries.count, start + count)])
  }

  private func rows(for entry: CacheEntrySnapshot) -> [ScreenLine] {
    let mark = entry.isInUse ? "●" : "○"
    let pointer = entry.id == selectedID ? "▸" : " "
    let style: ScreenLine.Style =
      entry.id == selectedID
      ? .selected : entry.isLoading ? .loading : entry.isInUse ? .normal : .dim
    return [
      ScreenLine("\(pointer)\(mark) \(entry.key)  \(entry.state)", style: style),
      ScreenLine("   " + entry.summary, style: .dim),
    ]
  }

  /// A transition without its key (the heading names it), the cause before the states so a
  /// long state is what gets clipped: `+3s loadFailed: refreshing → refreshFailure(…)`.
  static func line(
    for record: (time: Duration, key: String, from: String, to: String, cause: TransitionCause)
  ) -> String {
    let from = record.from.prefix { $0 != "(" }
    return "+\(seconds(record.time)) \(record.cause): \(from) → \(record.to)"
  }

  /// A persistence event, its time first: `+0s feed: restored, 120s old`.
  static func line(for record: (time: Duration, key: String, event: PersistenceEvent)) -> String {
    let key = record.key.isEmpty ? "store" : record.key
    return "+\(seconds(record.time)) \(key): \(record.event)"
  }

  /// Whole seconds, such as `27s`.
  static func seconds(_ duration: Duration) -> String {
    "\(max(0, duration.components.seconds))s"
  }

  static func clip(_ text: String, to width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
  }
}
