/// Puts the inspector panel beside the feed: each row is the feed's line, a rule, and the
/// panel's line, in one ``ScreenLine`` the painter draws as is.
///
/// ```swift
/// let layout = SidePanelLayout(width: 120)
/// let feed = ScreenRenderer(width: layout.feedWidth, height: 30).lines(for: screen)
/// let rows = layout.rows(feed: feed, panel: panel.lines(width: layout.panelWidth, height: 30),
///   usesColor: true)
/// ```
public struct SidePanelLayout: Hashable, Sendable {
  /// The screen's width in columns.
  public var width: Int

  /// Creates a layout for a screen width.
  ///
  /// - Parameter width: The screen's width in columns.
  public init(width: Int) {
    self.width = max(3, width)
  }

  /// The panel's width: at most 52 columns, and never more than half the screen.
  public var panelWidth: Int {
    min(52, (width - 1) / 2)
  }

  /// The feed's width: the rest, less the rule between them.
  public var feedWidth: Int {
    width - panelWidth - 1
  }

  /// The rows of the screen.
  ///
  /// - Parameters:
  ///   - feed: The feed's lines, each at most ``feedWidth`` wide.
  ///   - panel: The panel's lines, each at most ``panelWidth`` wide.
  ///   - usesColor: Whether to draw styles with ANSI colours.
  /// - Returns: One line per row: the longer of the two lists, with `.normal` style (its
  ///   text holds the colours).
  public func rows(feed: [ScreenLine], panel: [ScreenLine], usesColor: Bool) -> [ScreenLine] {
    (0..<max(feed.count, panel.count)).map { index in
      let left = index < feed.count ? feed[index] : ScreenLine("")
      let right = index < panel.count ? panel[index] : ScreenLine("")
      let padding = String(repeating: " ", count: max(0, feedWidth - left.text.count))
      guard usesColor else {
        return ScreenLine(left.text + padding + "│" + right.text)
      }
      // A styled line pads itself to the width it is given; a plain one is padded here.
      let leftText = left.style == .normal ? left.text + padding : left.ansi(width: feedWidth)
      let rightText = right.style == .normal ? right.text : right.ansi(width: panelWidth)
      return ScreenLine(leftText + "\u{1B}[2m│\u{1B}[0m" + rightText)
    }
  }

  /// The frame's lines with the inspector's key, `i`, in the help line, before `q`.
  ///
  /// The help line is laid out again for `width` (``KeyHelpLine``): however narrow the frame,
  /// every key shows, `i` and `q` included; only labels shorten.
  ///
  /// - Parameters:
  ///   - lines: A frame from ``ScreenRenderer``; its last line is the help line.
  ///   - width: The frame's width.
  /// - Returns: The lines, the help line naming the inspector's key.
  public static func addingInspectorKey(to lines: [ScreenLine], width: Int) -> [ScreenLine] {
    guard var help = lines.last else { return lines }
    var entries = KeyHelpLine.feed
    entries.insert(KeyHelpLine.inspector, at: max(0, entries.count - 1))
    help.text = KeyHelpLine(entries: entries).text(width: width)
    return lines.dropLast() + [help]
  }
}
