public import AsyncState

/// Lays out the cache inspector: the entries of a ``CacheSnapshot`` — key, state, age,
/// freshness, use, observers, loads, last transition — and the latest activity below them.
///
/// ```
///  Cache · 22/32 entries · i hides
///  ● feed  success([20 items])
///     3s fresh · 2 obs · 1 load · loadSucceeded
///  ● post #4  success(Late footer at dawn)
///     3s fresh · 0 obs · 0 loads · valueReplaced
///  ○ post #1  success(Quiet spinner and the main actor)
///     3s fresh · evicted in 27s · 0 loads · valueReplaced
///  ── activity ──
///  post #4 in use
///  post #1 unused
/// ```
///
/// `●` marks an entry in use (with its observers), `○` an unused one (with the time until
/// its unused lifetime ends). Entries in use come first, then the others, most recently
/// active first; what does not fit is counted on one line.
public struct InspectorPanel: Sendable {
  /// The entries to show.
  public var snapshot: CacheSnapshot
  /// The activity lines, oldest first; the newest that fit are shown.
  public var log: [String]

  /// Creates a panel.
  ///
  /// - Parameters:
  ///   - snapshot: The cache's entries.
  ///   - log: The activity lines, oldest first.
  public init(snapshot: CacheSnapshot, log: [String]) {
    self.snapshot = snapshot
    self.log = log
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
        " Cache · \(snapshot.entries.count)/\(snapshot.maxEntries) entries · i hides",
        style: .title)
    ]
    // Entries take the upper part, the activity at least a third of the rest.
    let activityRows = max(3, (height - 1) / 3)
    let entryRows = max(0, height - 1 - activityRows - 1)
    let entries = orderedEntries
    let visible =
      entries.count * 2 <= entryRows ? entries : Array(entries.prefix(max(0, entryRows - 1) / 2))
    for entry in visible {
      lines += rows(for: entry)
    }
    if visible.count < entries.count {
      lines.append(ScreenLine("   … \(entries.count - visible.count) more", style: .dim))
    }
    lines.append(ScreenLine(" ── activity ──", style: .dim))
    let room = max(0, height - lines.count)
    lines += log.suffix(room).map { ScreenLine(" \($0)", style: .dim) }
    lines += Array(repeating: ScreenLine(""), count: max(0, height - lines.count))
    return lines.prefix(height).map { line in
      ScreenLine(Self.clip(line.text, to: width), style: line.style)
    }
  }

  /// In use first, then unused; within each, the most recent transition first.
  private var orderedEntries: [CacheEntrySnapshot] {
    snapshot.entries.sorted { lhs, rhs in
      if lhs.isInUse != rhs.isInUse { return lhs.isInUse }
      let left = lhs.sinceLastTransition ?? .seconds(Int64.max)
      let right = rhs.sinceLastTransition ?? .seconds(Int64.max)
      return left != right ? left < right : lhs.id > rhs.id
    }
  }

  private func rows(for entry: CacheEntrySnapshot) -> [ScreenLine] {
    let mark = entry.isInUse ? "●" : "○"
    var details: [String] = []
    if let age = entry.age {
      details.append("\(Self.seconds(age)) \(entry.isStale ? "stale" : "fresh")")
    } else {
      details.append(entry.isStale ? "stale" : "no value")
    }
    if let evictedIn = entry.evictedIn {
      details.append("evicted in \(Self.seconds(evictedIn))")
    } else if entry.isInUse {
      details.append("\(entry.observerCount) obs")
    }
    details.append("\(entry.fetchCount) load\(entry.fetchCount == 1 ? "" : "s")")
    if let cause = entry.lastTransition?.cause { details.append("\(cause)") }
    let style: ScreenLine.Style = entry.isLoading ? .loading : entry.isInUse ? .normal : .dim
    return [
      ScreenLine(" \(mark) \(entry.key)  \(entry.state)", style: style),
      ScreenLine("    " + details.joined(separator: " · "), style: .dim),
    ]
  }

  /// Whole seconds, such as `27s`.
  static func seconds(_ duration: Duration) -> String {
    "\(max(0, duration.components.seconds))s"
  }

  static func clip(_ text: String, to width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
  }
}
