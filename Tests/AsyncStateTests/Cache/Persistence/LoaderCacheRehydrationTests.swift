import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// An entry evicted from memory is read back from the store when its key is asked for again
/// in the same session: with the same version and maximum age rules as a restore, and never
/// over a value loaded first.
@MainActor
@Suite struct LoaderCacheRehydrationTests {
  let store = ScriptedStore()
  let wall = ManualClock()
  let notes = ControlledFetch<Int, Note, LoadFailure>.responding { id in
    .success(Note(text: "note \(id)"))
  }

  func note(_ id: Int, version: Int = 1, maxAge: Duration? = nil) -> NoteQuery {
    NoteQuery(id: id, version: version, maxAge: maxAge, fetcher: notes)
  }

  /// Loads a query's value with a loader nobody keeps, saves it, and evicts the entry.
  func loadSaveAndEvict(_ query: NoteQuery, in launch: Launch) async {
    await launch.cache.loader(for: query).load()
    await launch.cache.flushPersistence()
    launch.cache.didReceiveMemoryWarning()
    #expect(launch.cache.count == 0)
  }

  @Test func anEvictedValueIsReadBackStaleByItsSavedAge() async {
    let launch = Launch(store: store, wall: wall)
    await loadSaveAndEvict(note(1), in: launch)
    wall.advance(by: .seconds(90))
    let screen = launch.cache.loader(for: note(1))
    // The store is asynchronous: the value arrives with the read, not on this frame.
    #expect(screen.state == .idle)
    await launch.cache.flushPersistence()
    #expect(screen.state == .success(Note(text: "note 1")))
    #expect(await launch.events.next() == "note-1: restored, 90s old")
    #expect(launch.cache.snapshot().first?.isStale == true)
    // Read back, not written again.
    #expect(await store.saves == 1)
    await screen.load()  // stale: revalidates
    #expect(notes.callCount == 2)
  }

  @Test func anEntryEvictedForTheEntryLimitIsReadBack() async {
    let launch = Launch(store: store, wall: wall, maxEntries: 1)
    await launch.cache.loader(for: note(1)).load()
    await launch.cache.loader(for: note(2)).load()  // evicts note 1, unused
    await launch.cache.flushPersistence()
    let screen = launch.cache.loader(for: note(1))
    await launch.cache.flushPersistence()
    #expect(screen.state == .success(Note(text: "note 1")))
    await screen.load()  // fresh: nothing fetched
    #expect(notes.callCount == 2)
  }

  @Test func aReadThatLandsDuringTheFirstLoadShowsTheValueWhileTheLoadGoesOn() async throws {
    let held = HeldReadStore(store)
    let gated = ControlledFetch<Int, Note, LoadFailure>()
    let launch = Launch(store: held, wall: wall)
    await loadSaveAndEvict(note(1), in: launch)
    let screen = launch.cache.loader(for: NoteQuery(id: 1, fetcher: gated))
    let load = Task { await screen.load() }
    let call = try await gated.nextCall()
    #expect(screen.state == .initialLoading)
    await held.waitForRead()
    await held.open()
    await launch.cache.flushPersistence()
    #expect(screen.state == .refreshing(Note(text: "note 1")))
    call.succeed(with: Note(text: "note 1, newer"))
    await load.value
    #expect(screen.state == .success(Note(text: "note 1, newer")))
  }

  @Test func aValueLoadedBeforeTheReadLandsWins() async throws {
    let held = HeldReadStore(store)
    let gated = ControlledFetch<Int, Note, LoadFailure>()
    let launch = Launch(store: held, wall: wall)
    await loadSaveAndEvict(note(1), in: launch)
    let screen = launch.cache.loader(for: NoteQuery(id: 1, fetcher: gated))
    let load = Task { await screen.load() }
    try await gated.nextCall().succeed(with: Note(text: "note 1, newer"))
    await load.value
    await held.waitForRead()
    await held.open()
    await launch.cache.flushPersistence()
    #expect(screen.state == .success(Note(text: "note 1, newer")))
    // The newer value is saved; the read brought nothing back.
    let next = Launch(store: store, wall: wall)
    await next.cache.restore()
    #expect(next.cache.loader(for: note(1)).state == .success(Note(text: "note 1, newer")))
  }

  @Test func anEvictedValueOlderThanItsMaxAgeIsDiscarded() async {
    let launch = Launch(store: store, wall: wall)
    await loadSaveAndEvict(note(1, maxAge: .seconds(600)), in: launch)
    wall.advance(by: .seconds(600))
    let screen = launch.cache.loader(for: note(1, maxAge: .seconds(600)))
    await launch.cache.flushPersistence()
    #expect(screen.state == .idle)
    #expect(await launch.events.next() == "note-1: discarded: expired, 600s old")
    await launch.cache.flushPersistence()
    #expect(await store.storage["note-1"] == nil)
  }

  @Test func anEvictedValueOfAnotherVersionIsDiscardedNotDecoded() async {
    let launch = Launch(store: store, wall: wall)
    await loadSaveAndEvict(note(1), in: launch)
    let screen = launch.cache.loader(for: note(1, version: 2))
    await launch.cache.flushPersistence()
    #expect(screen.state == .idle)
    #expect(await launch.events.next() == "note-1: discarded: saved under version 1, now 2")
    await launch.cache.flushPersistence()
    #expect(await store.storage["note-1"] == nil)
  }

  @Test func aValueRestoredAtLaunchIsReadBackAfterItsEviction() async {
    let first = Launch(store: store, wall: wall)
    await first.cache.loader(for: note(1)).load()
    await first.cache.flushPersistence()
    wall.advance(by: .seconds(10))
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    #expect(launch.cache.loader(for: note(1)).state == .success(Note(text: "note 1")))
    #expect(await launch.events.next() == "note-1: restored, 10s old")
    launch.cache.didReceiveMemoryWarning()
    #expect(launch.cache.count == 0)
    wall.advance(by: .seconds(5))
    let screen = launch.cache.loader(for: note(1))
    await launch.cache.flushPersistence()
    #expect(screen.state == .success(Note(text: "note 1")))
    #expect(await launch.events.next() == "note-1: restored, 15s old")
    #expect(notes.callCount == 1)
  }

  @Test func aRemovedValueIsNotReadBack() async {
    let launch = Launch(store: store, wall: wall)
    await loadSaveAndEvict(note(1), in: launch)
    await launch.cache.removePersistedValues()
    await store.put(Data("bytes the cache did not save".utf8), for: "note-1")
    let screen = launch.cache.loader(for: note(1))
    await launch.cache.flushPersistence()
    // No read: the cache knows the store holds nothing of its own for the key.
    #expect(screen.state == .idle)
    #expect(await store.storage["note-1"] != nil)
  }

  @Test func aReadThatFailsIsReportedAndTheScreenLoadsAsUsual() async {
    let launch = Launch(store: store, wall: wall)
    await loadSaveAndEvict(note(1), in: launch)
    await store.fail(.read("note-1"))
    let screen = launch.cache.loader(for: note(1))
    await launch.cache.flushPersistence()
    #expect(screen.state == .idle)
    #expect(
      await launch.events.next() == #"note-1: read failed: injected failure of read("note-1")"#)
    await screen.load()
    #expect(screen.state == .success(Note(text: "note 1")))
  }

  @Test func anEvictedListIsReadBackAndLoadsMoreFromItsCursor() async throws {
    let pages = ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>.responding {
      cursor in
      let page = cursor ?? 0
      return .success(
        Page(items: [FeedRow(id: page * 2), FeedRow(id: page * 2 + 1)], next: page + 1))
    }
    let launch = Launch(store: store, wall: wall)
    do {
      let feed = launch.cache.loader(for: FeedQuery(fetcher: pages))
      await feed.load()
      await feed.loadMore()
    }
    await launch.cache.flushPersistence()
    launch.cache.didReceiveMemoryWarning()
    #expect(launch.cache.count == 0)
    let screen = launch.cache.loader(for: FeedQuery(fetcher: pages))
    #expect(screen.state == .idle)
    await launch.cache.flushPersistence()
    #expect(screen.state == .success((0..<4).map(FeedRow.init(id:))))
    await screen.loadMore()
    #expect(pages.arguments == [nil, 1, 2])
    #expect(screen.state.value?.count == 6)
  }
}
