/// Draws frames on the terminal, rewriting only the rows that changed since the last frame,
/// in one write, so redrawing ten times a second does not flicker.
final class FramePainter {
  private let usesColor: Bool
  private var previous: [String] = []

  /// Creates a painter.
  ///
  /// - Parameter usesColor: Whether to draw styles with ANSI colours.
  init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Forgets the last frame, so the next one is drawn whole (after a resize).
  func invalidate() {
    previous = []
    StandardOutput.write("\u{1B}[2J")
  }

  /// Draws a frame.
  ///
  /// - Parameters:
  ///   - lines: The frame's lines, top to bottom, as wide as the screen at most.
  ///   - width: The screen's width.
  func draw(_ lines: [ScreenLine], width: Int) {
    let rows = lines.map { usesColor ? $0.ansi(width: width) : $0.text }
    var output = ""
    for (index, row) in rows.enumerated()
    where index >= previous.count || previous[index] != row {
      output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + row
    }
    previous = rows
    if !output.isEmpty {
      StandardOutput.write(output)
    }
  }
}
