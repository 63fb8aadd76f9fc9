import AsyncState
import Testing

/// The gallery lists every state of a screen exactly once, named, in the order a user meets
/// them.
@Suite struct StateGalleryTests {
  let dataEntries = DataState.gallery(value: loaded, error: offline)
  let pagingEntries = PagingState.gallery(value: loaded, error: offline)

  @Test func theDataGalleryHasEveryCaseOnce() {
    #expect(dataEntries.map(\.state) == Fixture.dataStates.map { $0.mapForGallery() })
    #expect(
      dataEntries.map(\.name) == [
        "Idle", "First load", "Refresh", "Retry", "Success", "Failure", "Kept-value failure",
      ])
  }

  @Test func thePagingGalleryHasEveryCaseOnce() {
    let kinds = pagingEntries.map { PagingKind($0.state) }
    #expect(Set(kinds) == Set(PagingKind.allCases))
    #expect(kinds.count == PagingKind.allCases.count)
    #expect(
      pagingEntries.map(\.name) == [
        "Idle", "First load", "Refresh", "Retry", "Success", "Failure", "Kept-value failure",
        "Loading more", "Page failure", "End",
      ])
  }

  @Test func namesAreUniqueIdentities() {
    #expect(Set(pagingEntries.map(\.name)).count == pagingEntries.count)
    #expect(Set(dataEntries.map(\.name)).count == dataEntries.count)
    #expect(Array(pagingEntries.map(\.name).prefix(dataEntries.count)) == dataEntries.map(\.name))
  }

  @Test func everyEntryUsesTheSampleValueAndError() {
    for entry in pagingEntries {
      if let value = entry.state.value { #expect(value == loaded) }
      if let error = entry.state.failure { #expect(error == offline) }
    }
  }

  @Test func theGalleryShowsEveryFooterAndMainArea() {
    // What a designer reviews: every footer row and every main area appears at least once.
    let presentations = pagingEntries.map { $0.state.presentation() }
    let rows = Set(presentations.compactMap { $0.footer.row?.id })
    #expect(rows == Set(FooterRow<ScreenFailure>.ID.allCases))
    let phases = presentations.map { $0.displayPhase(showsSpinner: $0.showsBlockingSpinner) }
    #expect(phases.contains(.loading))
    #expect(phases.contains(.placeholder))
    #expect(phases.contains(.failure(offline, isRetrying: true)))
    #expect(phases.contains(.failure(offline, isRetrying: false)))
    #expect(phases.contains(.content(loaded)))
  }
}

extension DataState where Value == [Int], Failure == TestFailure {
  /// The same case over the gallery's sample value and error.
  func mapForGallery() -> DataState<[Int], ScreenFailure> {
    map { _ in loaded }.mapError { _ in offline }
  }
}
