import AsyncState
import AsyncStateDemo
import Testing

/// The panel beside the feed, and the inspector's key in the help line.
@Suite struct SidePanelLayoutTests {
  static let screen = FeedScreen(
    presentation: PagingState<[Post], FeedError>.idle.presentation(), banner: nil,
    showsSpinner: false, title: "test feed", status: "idle", selection: 0)

  @Test func thePanelTakesAtMostHalfTheScreen() {
    #expect(SidePanelLayout(width: 80).panelWidth == 39)
    #expect(SidePanelLayout(width: 80).feedWidth == 40)
    #expect(SidePanelLayout(width: 200).panelWidth == 52)
  }

  @Test func rowsPutTheFeedThenARuleThenThePanel() {
    let layout = SidePanelLayout(width: 11)
    let rows = layout.rows(
      feed: [ScreenLine("abc"), ScreenLine("de")], panel: [ScreenLine("xy")], usesColor: false)
    #expect(rows.map(\.text) == ["abc  │xy", "de   │"])
  }

  @Test func theHelpLineNamesTheInspectorBeforeQuit() {
    let frame = ScreenRenderer(width: 100, height: 6).lines(for: Self.screen)
    #expect(
      SidePanelLayout.addingInspectorKey(to: frame, width: 100).last?.text
        == " ↑↓ move  / filter  l like  r refresh  t retry  c cancel  x failures  d dismiss  i cache  q quit"
    )
  }

  /// With the panel open, at any terminal width, the feed's help line keeps every key — `i`
  /// and `q` included — and fits; only the labels shorten.
  @Test(arguments: [40, 60, 80, 100, 120, 160, 200])
  func theHelpLineKeepsEveryKeyBesideThePanel(screenWidth: Int) {
    let width = SidePanelLayout(width: screenWidth).feedWidth
    let frame = ScreenRenderer(width: width, height: 6).lines(for: Self.screen)
    let help = SidePanelLayout.addingInspectorKey(to: frame, width: width).last?.text ?? ""
    #expect(help.count <= width, "\(help)")
    let words = Set(help.split(separator: " ").map(String.init))
    for key in ["↑↓", "/", "l", "r", "t", "c", "x", "d", "i", "q"] {
      #expect(words.contains(key), "\(key) is missing from \"\(help)\" (\(width) columns)")
    }
  }

  @Test func labelsShortenThenGoLeavingQuitLast() {
    let line = KeyHelpLine(entries: KeyHelpLine.feed)
    #expect(line.text(width: 100) == ScreenRenderer.keyHelp)
    #expect(line.text(width: 50) == " ↑↓ move / filt l like r ref t retry c x d q quit")
    #expect(line.text(width: 40) == " ↑↓ move / filt l like r t c x d q quit")
    #expect(line.text(width: 24) == " ↑↓ / l r t c x d q quit")
    #expect(line.text(width: 19) == " ↑↓ / l r t c x d q")
    #expect(line.text(width: 5) == "↑↓ / l r t c x d q")
  }
}
