/// Scrolling: which row a list shows first so that the selected row stays on screen.
public enum Viewport {
  /// The first row to show, moved as little as possible from the previous one so that
  /// `selection` is visible.
  ///
  /// ```swift
  /// Viewport.scrollTop(keeping: 30, visibleRows: 10, previous: 0, rowCount: 61)  // 21
  /// ```
  ///
  /// - Parameters:
  ///   - selection: The selected row.
  ///   - visibleRows: How many rows fit.
  ///   - previous: The first row shown so far.
  ///   - rowCount: How many rows there are.
  /// - Returns: The new first row, never past the point where the last row is at the bottom.
  public static func scrollTop(
    keeping selection: Int, visibleRows: Int, previous: Int, rowCount: Int
  ) -> Int {
    let visibleRows = max(1, visibleRows)
    var top = previous
    if selection < top { top = selection }
    if selection >= top + visibleRows { top = selection - visibleRows + 1 }
    return max(0, min(top, rowCount - visibleRows))
  }
}
