import AsyncStateDemo
import Testing

/// The panel beside the feed, and the inspector's key in the help line.
@Suite struct SidePanelLayoutTests {
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

  @Test func theHelpLineNamesTheInspectorWhenItFits() {
    let help = ScreenLine(" ↑↓ move  q quit", style: .dim)
    #expect(
      SidePanelLayout.addingInspectorKey(to: [help], width: 40).last?.text
        == " ↑↓ move  i cache  q quit")
    #expect(SidePanelLayout.addingInspectorKey(to: [help], width: 20).last?.text == help.text)
  }
}
