import Glibc

/// The terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Measures the terminal on standard output with `ioctl(TIOCGWINSZ)`.
  ///
  /// - Returns: The size, or 80×24 when standard output is not a terminal.
  public static func current() -> TerminalSize {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return TerminalSize(width: 80, height: 24) }
    return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }
}
