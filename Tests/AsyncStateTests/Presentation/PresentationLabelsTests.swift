import AsyncState
import Testing

/// The default labels are English text, and each can be replaced on its own.
@Suite struct PresentationLabelsTests {
  @Test func theDefaultsAreTheEnglishLabels() {
    let labels = PresentationLabels()
    #expect(labels == .english)
    #expect(labels.loading == "Loading")
    #expect(labels.loadingMore == "Loading more")
    #expect(labels.retry == "Try Again")
    #expect(labels.retrying == "Retrying")
    #expect(labels.failureTitle == "Couldn't Load")
    #expect(labels.emptyTitle == "Nothing Here")
    #expect(labels.dismiss == "Dismiss")
    #expect(labels.refresh == "Refresh")
  }

  @Test func oneLabelChangesAlone() {
    let labels = PresentationLabels(retry: "Réessayer")
    #expect(labels.retry == "Réessayer")
    #expect(labels.loading == PresentationLabels.english.loading)
    #expect(labels != .english)
  }
}
