import AsyncState
import AsyncStateTesting
import Observation
import Testing

/// The inspector's side of persistence, for a cache with a store: "clear saved data", and
/// the persistence events it lists (bounded, newest first, with key and time).
@MainActor
@Suite struct InspectorPersistenceTests {
  let notes = ControlledFetch<Int, Note, LoadFailure>()
  let store = ScriptedStore()
  let wall = ManualClock()

  /// A first launch that saves note 1.
  func saveNote() async {
    let launch = Launch(store: store, wall: wall)
    launch.cache.setValue(Note(text: "saved"), for: NoteQuery(id: 1, fetcher: notes))
    await launch.cache.flushPersistence()
  }

  /// An inspector opened after launch still lists what the launch restored, timed on the
  /// cache's clock from its creation.
  @Test func anInspectorOpenedLaterListsWhatTheLaunchRestored() async {
    await saveNote()
    wall.advance(by: .seconds(120))
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    launch.clock.advance(by: .seconds(2))
    let screen = launch.cache.loader(for: NoteQuery(id: 1, fetcher: notes))
    launch.clock.advance(by: .seconds(10))

    let inspector = LoaderInspector(cache: launch.cache)
    let events = inspector.persistenceEvents
    #expect(events.count == 1)
    #expect(
      events.first.map { $0 == (.seconds(2), "note-1", .restored(age: .seconds(120))) } == true)
    #expect(events.first.map(LoaderInspector.line(for:)) == "+2s note-1: restored, 120s old")
    #expect(screen.state == .success(Note(text: "saved")))
  }

  @Test func theNewestEventComesFirst() async {
    await saveNote()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    _ = launch.cache.loader(for: NoteQuery(id: 1, version: 2, fetcher: notes))
    launch.clock.advance(by: .seconds(1))
    await store.fail(.save("note-3"))
    launch.cache.setValue(Note(text: "three"), for: NoteQuery(id: 3, fetcher: notes))
    await launch.cache.flushPersistence()

    let inspector = LoaderInspector(cache: launch.cache)
    #expect(
      inspector.persistenceEvents.map(LoaderInspector.line(for:)) == [
        #"+1s note-3: write failed: injected failure of save("note-3")"#,
        "+0ms note-1: discarded: saved under version 1, now 2",
      ])
  }

  /// The list keeps the newest 100: a store failing for a long session does not grow it.
  @Test func theListIsBounded() async {
    await store.fail(.save("note-1"))
    let launch = Launch(store: store, wall: wall)
    let inspector = LoaderInspector(cache: launch.cache)
    for index in 1...105 {
      launch.clock.advance(by: .seconds(1))
      launch.cache.setValue(Note(text: "\(index)"), for: NoteQuery(id: 1, fetcher: notes))
      await launch.cache.flushPersistence()
    }
    let events = inspector.persistenceEvents
    #expect(events.count == 100)
    #expect(events.first?.time == .seconds(105))
    #expect(events.last?.time == .seconds(6))
    #expect(events.allSatisfy { $0.key == "note-1" && $0.event.isProblem })
  }

  /// A SwiftUI view reading the list is told when an event arrives.
  @Test func readingTheListObservesTheNextEvent() async {
    await store.fail(.save("note-1"))
    let launch = Launch(store: store, wall: wall)
    let inspector = LoaderInspector(cache: launch.cache)
    await confirmation { changed in
      withObservationTracking {
        _ = inspector.persistenceEvents
      } onChange: {
        changed()
      }
      launch.cache.setValue(Note(text: "edited"), for: NoteQuery(id: 1, fetcher: notes))
      await launch.cache.flushPersistence()
    }
    #expect(inspector.persistenceEvents.count == 1)
  }

  @Test func clearingSavedDataEmptiesTheStoreAndKeepsWhatIsOnScreen() async throws {
    let launch = Launch(store: store, wall: ManualClock())
    let inspector = LoaderInspector(cache: launch.cache)
    #expect(inspector.hasPersistedData)
    let query = NoteQuery(id: 1, fetcher: notes)
    launch.cache.setValue(Note(text: "saved"), for: query)
    await launch.cache.flushPersistence()
    #expect(try await store.keys() == ["note-1"])

    await inspector.clearPersistedData()
    #expect(try await store.keys().isEmpty)
    #expect(launch.cache.value(for: query) == Note(text: "saved"))
    #expect(notes.callCount == 0)
  }

  @Test func aCacheWithoutAStoreHasNothingToClear() async {
    let inspector = LoaderInspector(cache: LoaderCache())
    #expect(!inspector.hasPersistedData)
    await inspector.clearPersistedData()
    #expect(inspector.persistenceEvents.isEmpty)
  }
}
