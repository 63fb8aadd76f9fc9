/// One line of a drawn frame: its text, cut to the screen's width, and how it looks.
public struct ScreenLine: Hashable, Sendable {
  /// How a line looks in colour; plain output ignores it.
  public enum Style: Hashable, Sendable {
    /// Default text.
    case normal
    /// The title bar.
    case title
    /// Rules, the status line and hints.
    case dim
    /// The selected row.
    case selected
    /// The error banner.
    case banner
    /// A failure: the error view, the retry row.
    case error
    /// Spinners and loading rows.
    case loading
  }

  /// The text, at most as wide as the screen.
  public var text: String
  /// How it looks.
  public var style: Style

  /// Creates a line.
  public init(_ text: String, style: Style = .normal) {
    self.text = text
    self.style = style
  }
}

extension ScreenLine {
  /// The line with ANSI colours, padded to `width` so its background fills the row.
  ///
  /// - Parameter width: The screen's width in columns.
  /// - Returns: The text wrapped in SGR escape sequences, ending with a reset.
  public func ansi(width: Int) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    let code =
      switch style {
      case .normal: ""
      case .title: "\u{1B}[1;37;44m"
      case .dim: "\u{1B}[2m"
      case .selected: "\u{1B}[7m"
      case .banner: "\u{1B}[1;37;41m"
      case .error: "\u{1B}[31m"
      case .loading: "\u{1B}[36m"
      }
    return code.isEmpty ? text : code + text + padding + "\u{1B}[0m"
  }
}
