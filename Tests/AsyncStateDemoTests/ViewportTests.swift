import AsyncStateDemo
import Testing

@Suite struct ViewportTests {
  @Test(arguments: [
    // (selection, previous top, expected top) with 10 visible rows of 61.
    (0, 0, 0), (9, 0, 0), (10, 0, 1), (30, 0, 21), (25, 21, 21), (20, 21, 20), (60, 0, 51),
  ])
  func keepsTheSelectionVisibleMovingAsLittleAsPossible(selection: Int, previous: Int, top: Int) {
    #expect(
      Viewport.scrollTop(keeping: selection, visibleRows: 10, previous: previous, rowCount: 61)
        == top)
  }

  @Test func shortListNeverScrolls() {
    #expect(Viewport.scrollTop(keeping: 3, visibleRows: 10, previous: 5, rowCount: 4) == 0)
  }
}
