import AsyncState
import AsyncStateTesting
import Testing

/// The inspector's "clear saved data", for a cache with a store.
@MainActor
@Suite struct InspectorPersistenceTests {
  let notes = ControlledArgumentFetch<Int, Note, LoadFailure>()

  @Test func clearingSavedDataEmptiesTheStoreAndKeepsWhatIsOnScreen() async throws {
    let store = ScriptedStore()
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
  }
}
