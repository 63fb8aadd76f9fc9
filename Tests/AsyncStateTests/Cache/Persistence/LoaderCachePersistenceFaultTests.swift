import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Issue 26, item 3: a bad file never hurts. Truncated, corrupt, foreign, unreadable and
/// half-written values are ignored with an event; failing writes leave the app working in
/// memory; two caches on one directory do not corrupt each other.
@MainActor
@Suite struct LoaderCachePersistenceFaultTests {
  let store = ScriptedStore()
  let wall = ManualClock()
  let notes = ControlledFetch<Int, Note, LoadFailure>.responding { id in
    .success(Note(text: "note \(id)"))
  }

  func note(_ id: Int) -> NoteQuery {
    NoteQuery(id: id, fetcher: notes)
  }

  /// The bytes a cache saves for note 1.
  func savedBytes() async throws -> Data {
    let launch = Launch(store: store, wall: wall)
    await launch.cache.loader(for: note(1)).load()
    await launch.cache.flushPersistence()
    return try #require(await store.storage["note-1"])
  }

  /// Restores `bytes` as note 1's value in a new launch: the state of its first frame and the
  /// first persistence event.
  func restore(_ bytes: Data) async -> (DataState<Note, LoadFailure>, String?) {
    await store.put(bytes, for: "note-1")
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let state = launch.cache.loader(for: note(1)).state
    let event = await launch.events.next()
    // The launch removes a damaged value: let it finish before the next bytes are put.
    await launch.cache.flushPersistence()
    return (state, event)
  }

  @Test func aValueCutAtEveryOffsetIsIgnored() async throws {
    let bytes = try await savedBytes()
    for length in 0..<bytes.count {
      let (state, event) = await restore(bytes.prefix(length))
      #expect(state == .idle, "cut at \(length)")
      #expect(event?.hasPrefix("note-1: discarded: damaged") == true, "cut at \(length)")
    }
    let (state, event) = await restore(bytes)
    #expect(state == .success(Note(text: "note 1")))
    #expect(event == "note-1: restored, 0ms old")
  }

  @Test func aValueWithAnyByteChangedIsIgnored() async throws {
    let bytes = try await savedBytes()
    for offset in 0..<bytes.count {
      var corrupt = bytes
      corrupt[offset] ^= 0x20
      let (state, event) = await restore(corrupt)
      #expect(state == .idle, "byte \(offset)")
      #expect(event?.hasPrefix("note-1: discarded: damaged") == true, "byte \(offset)")
    }
  }

  @Test func aDamagedValueIsRemovedFromTheStore() async throws {
    let bytes = try await savedBytes()
    await store.put(bytes.dropLast(), for: "note-1")
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    await launch.cache.flushPersistence()
    #expect(await store.storage["note-1"] == nil)
  }

  @Test func aValueOfAnotherShapeUnderTheSameVersionIsIgnored() async throws {
    let launch = Launch(store: store, wall: wall)
    launch.cache.setValue(42, for: CounterQuery())
    await launch.cache.flushPersistence()
    let (state, event) = await restore(try #require(await store.storage["note-1"]))
    #expect(state == .idle)
    #expect(event?.hasPrefix("note-1: discarded: damaged (not decodable as Note") == true)
  }

  @Test func anUnreadableValueIsSkippedAndTheOthersRestored() async throws {
    let bytes = try await savedBytes()
    await store.put(bytes, for: "note-2")
    await store.fail(.read("note-2"))
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    #expect(
      await launch.events.next() == "note-2: read failed: injected failure of read(\"note-2\")")
    #expect(launch.cache.loader(for: note(1)).state == .success(Note(text: "note 1")))
    #expect(launch.cache.loader(for: note(2)).state == .idle)
  }

  @Test func aStoreThatCannotListItsKeysRestoresNothing() async throws {
    _ = try await savedBytes()
    await store.fail(.keys)
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    #expect(await launch.events.next() == ": read failed: injected failure of keys")
    #expect(launch.cache.loader(for: note(1)).state == .idle)
  }

  @Test func aFailingWriteIsAnEventAndTheValueStaysInMemory() async {
    await store.fail(.save("note-1"))
    let launch = Launch(store: store, wall: wall)
    let screen = launch.cache.loader(for: note(1))
    await screen.load()
    await launch.cache.flushPersistence()
    #expect(
      await launch.events.next() == "note-1: write failed: injected failure of save(\"note-1\")")
    #expect(screen.state == .success(Note(text: "note 1")))
    await store.heal(.save("note-1"))
    launch.cache.setValue(Note(text: "edited"), for: note(1))
    await launch.cache.flushPersistence()
    let next = Launch(store: store, wall: wall)
    await next.cache.restore()
    #expect(next.cache.loader(for: note(1)).state == .success(Note(text: "edited")))
  }

  @Test func aFailingClearIsAnEvent() async throws {
    _ = try await savedBytes()
    await store.fail(.removeAll)
    let launch = Launch(store: store, wall: wall)
    await launch.cache.removePersistedValues()
    #expect(await launch.events.next() == ": remove failed: injected failure of removeAll")
  }
}

/// A query of another value type under note 1's key and version.
struct CounterQuery: DataQuery {
  var persistence: QueryPersistence<Self>? { .init(key: "note-1") }
  func fetch() async throws(LoadFailure) -> Int { 0 }
}
