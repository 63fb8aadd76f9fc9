/// The frame's last line, the keys, fitted to a width: every key always shows; when the line
/// is narrow (the feed beside the cache inspector), labels shorten, then go, least needed first.
///
/// ```swift
/// KeyHelpLine(entries: KeyHelpLine.feed).text(width: 100)
/// // " ↑↓ move  / filter  l like  r refresh  t retry  c cancel  x failures  d dismiss  q quit"
/// KeyHelpLine(entries: KeyHelpLine.feed).text(width: 26)
/// // " ↑↓ / l r t c x d q quit"
/// ```
public struct KeyHelpLine: Hashable, Sendable {
  /// A key and what it does.
  public struct Entry: Hashable, Sendable {
    /// The key, such as `r`.
    public var key: String
    /// What it does, such as `refresh`.
    public var label: String
    /// The label when space is short, such as `ref`.
    public var shortLabel: String

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - label: What it does.
    ///   - shortLabel: The label when space is short.
    public init(_ key: String, _ label: String, short shortLabel: String) {
      self.key = key
      self.label = label
      self.shortLabel = shortLabel
    }
  }

  /// The feed's keys, in order.
  public static let feed = [
    Entry("↑↓", "move", short: "move"), Entry("/", "filter", short: "filt"),
    Entry("l", "like", short: "like"), Entry("r", "refresh", short: "ref"),
    Entry("t", "retry", short: "retry"), Entry("c", "cancel", short: "canc"),
    Entry("x", "failures", short: "fail"), Entry("d", "dismiss", short: "dism"),
    Entry("q", "quit", short: "quit"),
  ]

  /// The keys of the open filter field (`/`), in order: characters type into it.
  public static let filterField = [
    Entry("enter", "apply now", short: "apply"), Entry("esc", "clear", short: "clear"),
    Entry("⌫", "delete", short: "del"), Entry("↑↓", "move", short: "move"),
  ]

  /// The cache inspector's key, shown before `q` in the interactive demo.
  public static let inspector = Entry("i", "cache", short: "cache")

  /// The keys, in order.
  public var entries: [Entry]

  /// Creates a line of keys.
  ///
  /// - Parameter entries: The keys, in order.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The line for a width: the longest form that fits, down to the keys alone.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: The line, starting with a space (but for the keys alone at the narrowest); the
  ///   keys alone may still be wider than a very narrow `width`.
  public func text(width: Int) -> String {
    for candidate in candidates where candidate.count <= width {
      return candidate
    }
    return candidates.last ?? ""
  }

  /// Every form, longest first: full labels two spaces apart, one space apart, short labels,
  /// then the labels dropped one by one (those of `i` and `q` last), down to the keys alone,
  /// and last the keys alone without the leading space.
  private var candidates: [String] {
    func line(_ labels: [String?], separator: String) -> String {
      " "
        + zip(entries, labels).map { entry, label in
          label.map { "\(entry.key) \($0)" } ?? entry.key
        }.joined(separator: separator)
    }
    var forms = [
      line(entries.map(\.label), separator: "  "), line(entries.map(\.label), separator: " "),
    ]
    var labels: [String?] = entries.map(\.shortLabel)
    forms.append(line(labels, separator: " "))
    let kept: Set<String> = ["i", "q"]
    let order =
      entries.indices.reversed().filter { !kept.contains(entries[$0].key) }
      + entries.indices.filter { kept.contains(entries[$0].key) }
    for index in order {
      labels[index] = nil
      forms.append(line(labels, separator: " "))
    }
    // The last resort: the keys alone, without the leading space.
    if let keysAlone = forms.last { forms.append(String(keysAlone.dropFirst())) }
    return forms
  }
}
