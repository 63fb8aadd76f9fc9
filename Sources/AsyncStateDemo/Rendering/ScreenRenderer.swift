/// Lays a ``FeedScreen`` out on a screen of a given size: the same lines for the terminal
/// (with colours, ``ScreenLine/ansi(width:)``) and for script mode and tests
/// (``plainText(for:)``).
///
/// ```
///  AsyncState demo · simulated feed (seed 1)            ⠋ refreshing
/// ──────────────────────────────────────────────────────────────────
/// › #1    Quiet cursor at dawn
///   #2    Brave loader on Linux
///   ↓ 18 more: move down to load the next page
///  success([20 items]) · failures off · 1/21
///  ↑↓ move / filter l like r refresh t retry c cancel x failures d dismiss q quit
/// ```
public struct ScreenRenderer: Hashable, Sendable {
  /// The screen's width in columns.
  public var width: Int
  /// The screen's height in rows.
  public var height: Int

  /// The spinner's frames.
  public static let spinnerFrames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏").map(String.init)

  /// The last line, the keys, when the frame is wide enough for it whole; a narrower frame
  /// shortens the labels (``KeyHelpLine``).
  public static let keyHelp = KeyHelpLine(entries: KeyHelpLine.feed).text(width: .max)

  /// Rows taken by the title, the rule, the status line and the help line.
  static let chromeHeight = 4

  /// The last line while the filter field is open: its keys.
  public static let filterKeyHelp = KeyHelpLine(entries: KeyHelpLine.filterField).text(width: .max)

  /// Creates a renderer for a screen size (at least 20×6 is drawn, smaller is clipped).
  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  /// How many body rows a frame has, with or without a banner and the filter line.
  ///
  /// - Parameters:
  ///   - hasBanner: Whether the banner takes a row.
  ///   - hasFilter: Whether the filter line takes a row (``FeedScreen/filter``).
  /// - Returns: The rows left for the posts and the footer.
  public func bodyHeight(hasBanner: Bool, hasFilter: Bool = false) -> Int {
    max(1, height - Self.chromeHeight - (hasBanner ? 1 : 0) - (hasFilter ? 1 : 0))
  }

  /// Lays out a frame: exactly ``height`` lines, each at most ``width`` columns.
  ///
  /// - Parameter screen: The frame.
  /// - Returns: The lines, top to bottom.
  public func lines(for screen: FeedScreen) -> [ScreenLine] {
    let spinner = Self.spinnerFrames[screen.spinnerFrame % Self.spinnerFrames.count]
    var lines = [titleLine(screen, spinner: spinner), ScreenLine(rule, style: .dim)]
    if let filter = screen.filter {
      lines.append(filterLine(filter))
    }
    if let banner = screen.banner {
      lines.append(ScreenLine(" ! \(banner)  r retries, d dismisses", style: .banner))
    }
    let bodyHeight = bodyHeight(hasBanner: screen.banner != nil, hasFilter: screen.filter != nil)
    var body = bodyLines(screen, spinner: spinner, height: bodyHeight)
    body += Array(repeating: ScreenLine(""), count: max(0, bodyHeight - body.count))
    lines += body.prefix(bodyHeight)
    lines.append(
      screen.notice.map { ScreenLine(" \($0)", style: .banner) }
        ?? ScreenLine(statusText(screen), style: .dim))
    let keys = screen.filter?.isEditing == true ? KeyHelpLine.filterField : KeyHelpLine.feed
    lines.append(ScreenLine(KeyHelpLine(entries: keys).text(width: width), style: .dim))
    return lines.suffix(height).map { ScreenLine(clip($0.text), style: $0.style) }
  }

  /// The frame as plain text, trailing spaces removed: what script mode prints.
  ///
  /// - Parameter screen: The frame.
  /// - Returns: ``height`` lines joined with newlines.
  public func plainText(for screen: FeedScreen) -> String {
    lines(for: screen).map { line in
      var text = line.text
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }

  private var rule: String {
    String(repeating: "─", count: width)
  }

  private func titleLine(_ screen: FeedScreen, spinner: String) -> ScreenLine {
    var left = " AsyncState demo · \(screen.title)"
    if let age = screen.restoredAge, case .posts = screen.main {
      left += " · restored, \(Self.ageText(age)) old"
    }
    guard let activity = screen.activity else { return ScreenLine(left, style: .title) }
    let right = "\(spinner) \(activity) "
    let gap = max(1, width - left.count - right.count)
    return ScreenLine(left + String(repeating: " ", count: gap) + right, style: .title)
  }

  /// The filter line: the field, then what the feed does about it. The kept posts of an
  /// earlier filter are dimmed below it, and the line says whose they are.
  private func filterLine(_ filter: FilterBar) -> ScreenLine {
    var notes: [String] = []
    if filter.isDebouncing { notes.append("⋯ waiting for more keys") }
    if let shown = filter.shown {
      let until = filter.isLoading ? ", until \(FilterBar.name(of: filter.applied)) loads" : ""
      notes.append("showing \(FilterBar.name(of: shown)), dimmed\(until)")
    }
    if filter.droppedAnswers > 0 {
      let plural = filter.droppedAnswers == 1 ? "answer" : "answers"
      let last = filter.lastDropped.map { " (last: \(FilterBar.name(of: $0)))" } ?? ""
      notes.append("dropped \(filter.droppedAnswers) late \(plural)\(last)")
    }
    let field = " / \(filter.text)\(filter.isEditing ? "▏" : "")"
    let text = notes.isEmpty ? field : field + "  " + notes.joined(separator: " · ")
    return ScreenLine(text, style: filter.isEditing ? .selected : .normal)
  }

  private func bodyLines(_ screen: FeedScreen, spinner: String, height: Int) -> [ScreenLine] {
    let middle = Array(repeating: ScreenLine(""), count: max(0, height / 2 - 1))
    switch screen.main {
    case .blank:
      return []
    case .idle:
      return middle + [ScreenLine("   Nothing loaded yet: press r to load the feed.")]
    case .spinner:
      return middle + [ScreenLine("   \(spinner) Loading posts…", style: .loading)]
    case .failure(let message, let retrying):
      return middle.dropLast(2) + [
        ScreenLine("   ✗ The feed did not load.", style: .error),
        ScreenLine("     \(message)", style: .error),
        ScreenLine(""),
        retrying
          ? ScreenLine("   \(spinner) Retrying…", style: .loading)
          : ScreenLine("   Press t or enter to retry."),
      ]
    case .posts(let posts):
      let filter = screen.filter?.applied ?? ""
      let rows =
        posts.map { "#\($0.id)".padding(toLength: 6) + $0.title + Self.likesText(of: $0) }
        + (screen.footer.map {
          [footerText($0, spinner: spinner, filter: filter, hasPostsAbove: screen.header != nil)]
        } ?? [])
      let top = max(0, min(screen.scrollTop, rows.count - 1))
      // An earlier filter's posts, kept while a newer one loads, are dimmed.
      let postStyle: ScreenLine.Style = screen.filter?.isReplacing == true ? .dim : .normal
      // The page above (`--start-at`) takes the first line; it is never selected.
      let header = screen.header.map {
        ScreenLine("   " + headerText($0, spinner: spinner), style: footerStyle($0))
      }
      return (header.map { [$0] } ?? [])
        + rows.indices.dropFirst(top).prefix(height - (header == nil ? 0 : 1)).map { index in
          let isFooter = index == posts.count
          let isSelected = index == screen.selection
          let style: ScreenLine.Style =
            isSelected ? .selected : isFooter ? footerStyle(screen.footer) : postStyle
          return ScreenLine((isSelected ? " › " : "   ") + rows[index], style: style)
        }
    }
  }

  /// An age in its largest whole unit, as the title line marks restored posts: `45s`, `12m`,
  /// `5h`, `3d`.
  static func ageText(_ age: Duration) -> String {
    let seconds = max(0, age.components.seconds)
    let units: [(suffix: String, seconds: Int64)] = [("d", 86_400), ("h", 3_600), ("m", 60)]
    for unit in units where seconds >= unit.seconds {
      return "\(seconds / unit.seconds)\(unit.suffix)"
    }
    return "\(seconds)s"
  }

  /// What a row shows after the title for the post's likes: `  ♥ 3`, or nothing for none.
  static func likesText(of post: Post) -> String {
    post.likes > 0 ? "  ♥ \(post.likes)" : ""
  }

  /// - Parameter hasPostsAbove: Whether the feed opened in the middle (`--start-at`) and
  ///   its top is not loaded yet: the count is then of the posts loaded, not the feed's.
  private func footerText(
    _ footer: FeedScreen.Footer, spinner: String, filter: String, hasPostsAbove: Bool
  ) -> String {
    switch footer {
    case .end(let count) where filter.isEmpty && hasPostsAbove:
      "— end of the feed: \(count) posts loaded, more above —"
    case .loadMore: "↓ more posts: move down to load the next page"
    case .loadingMore(let showsSpinner): "\(showsSpinner ? spinner : " ") Loading the next page…"
    case .retry(let message): "↻ \(message) (enter retries)"
    case .end(let count) where filter.isEmpty: "— end of the feed: \(count) posts —"
    case .end(0): "— no posts match \(FilterBar.name(of: filter)) —"
    case .end(let count): "— end of the matches for \(FilterBar.name(of: filter)): \(count) posts —"
    }
  }

  private func headerText(_ header: FeedScreen.Footer, spinner: String) -> String {
    switch header {
    case .loadMore: "↑ earlier posts: move up to load the page above"
    case .loadingMore(let showsSpinner): "\(showsSpinner ? spinner : " ") Loading the page above…"
    case .retry(let message): "↻ \(message) (t retries)"
    case .end: "— top of the feed —"
    }
  }

  private func footerStyle(_ footer: FeedScreen.Footer?) -> ScreenLine.Style {
    switch footer {
    case .retry: .error
    case .loadingMore: .loading
    case .loadMore, .end, nil: .dim
    }
  }

  private func statusText(_ screen: FeedScreen) -> String {
    var parts = [screen.status, "failures \(screen.failuresInjected ? "ON (x)" : "off")"]
    if screen.randomFailureRate > 0 {
      let percent = (screen.randomFailureRate * 1_000).rounded() / 10
      let text = percent == percent.rounded() ? String(Int(percent)) : String(percent)
      parts.append("random failures \(text)% (--failure-rate)")
    }
    if screen.rowCount > 0 {
      parts.append("\(min(screen.selection, screen.rowCount - 1) + 1)/\(screen.rowCount)")
    }
    return " " + parts.joined(separator: " · ")
  }

  private func clip(_ text: String) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
  }
}

extension String {
  /// The string padded with spaces to at least `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }
}
