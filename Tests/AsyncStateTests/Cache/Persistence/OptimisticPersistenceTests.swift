import AsyncState
import AsyncStateTesting
import Testing

/// An optimistic change is saved only once it is confirmed: an app that quits while an
/// action runs restores the last confirmed value, never one the server may refuse.
@MainActor
@Suite struct OptimisticPersistenceTests {
  let store = ScriptedStore()
  let wall = ManualClock()
  let notes = ControlledFetch<Int, Note, LoadFailure>.responding { id in
    .success(Note(text: "note \(id)"))
  }
  let mutation = ControlledFetch<Void, Void, LoadFailure>()

  func note(_ id: Int) -> NoteQuery {
    NoteQuery(id: id, fetcher: notes)
  }

  /// What the next launch shows for note 1.
  func savedNote() async -> Note? {
    let next = Launch(store: store, wall: wall)
    await next.cache.restore()
    return next.cache.loader(for: note(1)).state.value
  }

  /// Loads and saves note 1, then starts an edit whose mutation waits for the test.
  func startEdit(
    in launch: Launch
  ) async throws -> (Task<Void, any Error>, ControlledFetch<Void, Void, LoadFailure>.Call) {
    await launch.cache.loader(for: note(1)).load()
    await launch.cache.flushPersistence()
    let mutation = mutation
    let cache = launch.cache
    let query = note(1)
    let edit = Task {
      try await cache.update(query) {
        $0.text = "edited"
      } mutation: {
        () async throws(LoadFailure) in
        try await mutation.fetch()
      }
    }
    let call = try await mutation.nextCall()
    #expect(cache.value(for: query) == Note(text: "edited"))
    return (edit, call)
  }

  @Test func aPendingChangeIsNotSavedAndAConfirmedOneIs() async throws {
    let launch = Launch(store: store, wall: wall)
    let (edit, call) = try await startEdit(in: launch)
    await launch.cache.flushPersistence()
    #expect(await savedNote() == Note(text: "note 1"))

    call.succeed(with: ())
    try await edit.value
    await launch.cache.flushPersistence()
    #expect(await savedNote() == Note(text: "edited"))
  }

  @Test func aRolledBackChangeLeavesTheConfirmedValueSaved() async throws {
    let launch = Launch(store: store, wall: wall)
    let (edit, call) = try await startEdit(in: launch)
    call.fail(with: .offline)
    await #expect(throws: LoadFailure.offline) { try await edit.value }
    await launch.cache.flushPersistence()
    #expect(launch.cache.value(for: note(1)) == Note(text: "note 1"))
    #expect(await savedNote() == Note(text: "note 1"))
  }
}
