import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Issue 26, items 1 and 2: a persistent query's value survives a relaunch, shown on the
/// first frame, stale by its saved age; versions, maximum ages and opting in.
@MainActor
@Suite struct LoaderCachePersistenceTests {
  let store = ScriptedStore()
  let wall = ManualClock()
  let notes = ControlledFetch<Int, Note, LoadFailure>.responding { id in
    .success(Note(text: "note \(id)"))
  }

  func note(_ id: Int, version: Int = 1, maxAge: Duration? = nil) -> NoteQuery {
    NoteQuery(id: id, version: version, maxAge: maxAge, fetcher: notes)
  }

  /// A first launch that loads note 1 and saves it.
  func firstLaunch() async {
    let launch = Launch(store: store, wall: wall)
    await launch.cache.loader(for: note(1)).load()
    await launch.cache.flushPersistence()
  }

  @Test func aSavedValueIsOnTheFirstFrameOfTheNextLaunchWithItsAge() async {
    await firstLaunch()
    wall.advance(by: .seconds(30))
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let screen = launch.cache.loader(for: note(1))
    #expect(screen.state == .success(Note(text: "note 1")))
    #expect(await launch.events.next() == "note-1: restored, 30s old")
    #expect(launch.cache.snapshot().first?.age == .seconds(30))
    await screen.load()  // 30 s old, stale after 60: fresh, nothing fetched
    #expect(notes.callCount == 1)
  }

  @Test func aStaleRestoredValueRevalidatesWhileItStaysOnScreen() async throws {
    await firstLaunch()
    wall.advance(by: .seconds(90))
    let gated = ControlledFetch<Int, Note, LoadFailure>()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let screen = launch.cache.loader(for: NoteQuery(id: 1, fetcher: gated))
    #expect(screen.state == .success(Note(text: "note 1")))
    let load = Task { await screen.load() }
    let call = try await gated.nextCall()
    #expect(screen.state == .refreshing(Note(text: "note 1")))
    call.succeed(with: Note(text: "note 1, newer"))
    await load.value
    #expect(screen.state == .success(Note(text: "note 1, newer")))
    await launch.cache.flushPersistence()
    let next = Launch(store: store, wall: wall)
    await next.cache.restore()
    #expect(next.cache.loader(for: note(1)).state == .success(Note(text: "note 1, newer")))
  }

  @Test func aValueOfAnotherVersionIsDiscardedNotDecoded() async {
    await firstLaunch()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let screen = launch.cache.loader(for: note(1, version: 2))
    #expect(screen.state == .idle)
    #expect(await launch.events.next() == "note-1: discarded: saved under version 1, now 2")
    await launch.cache.flushPersistence()
    #expect(await store.storage["note-1"] == nil)
  }

  @Test func aValueOlderThanItsMaxAgeIsNotShown() async {
    await firstLaunch()
    wall.advance(by: .seconds(3_600))
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    #expect(launch.cache.loader(for: note(1, maxAge: .seconds(3_600))).state == .idle)
    #expect(await launch.events.next() == "note-1: discarded: expired, 3600s old")
  }

  @Test func aValueYoungerThanItsMaxAgeIsShown() async {
    await firstLaunch()
    wall.advance(by: .seconds(3_599))
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let state = launch.cache.loader(for: note(1, maxAge: .seconds(3_600))).state
    #expect(state == .success(Note(text: "note 1")))
  }

  @Test func aWrittenValueIsSavedWithItsAge() async {
    let first = Launch(store: store, wall: wall)
    first.cache.setValue(Note(text: "from a list"), for: note(7), age: .seconds(20))
    await first.cache.flushPersistence()
    wall.advance(by: .seconds(5))
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    #expect(launch.cache.loader(for: note(7)).state == .success(Note(text: "from a list")))
    #expect(await launch.events.next() == "note-7: restored, 25s old")
  }

  @Test func onlyPersistentQueriesAreSaved() async {
    let launch = Launch(store: store, wall: wall)
    await launch.cache.loader(for: MemoryNoteQuery(id: 1)).load()
    await launch.cache.flushPersistence()
    #expect(await store.storage.isEmpty)
  }

  @Test func aBurstOfUpdatesIsOneWrite() async {
    let launch = Launch(store: store, wall: wall)
    for count in 1...1_000 {
      launch.cache.setValue(Note(text: "edit \(count)"), for: note(1))
    }
    await launch.cache.flushPersistence()
    #expect(await store.saves == 1)
    let next = Launch(store: store, wall: wall)
    await next.cache.restore()
    #expect(next.cache.loader(for: note(1)).state == .success(Note(text: "edit 1000")))
  }

  @Test func aLoaderAskedForBeforeRestoreIsNotOverwrittenByOlderBytes() async {
    await firstLaunch()
    let launch = Launch(store: store, wall: wall)
    launch.cache.setValue(Note(text: "newer"), for: note(1))
    await launch.cache.restore()
    await launch.cache.flushPersistence()
    let next = Launch(store: store, wall: wall)
    await next.cache.restore()
    #expect(next.cache.loader(for: note(1)).state == .success(Note(text: "newer")))
  }

  @Test func removingPersistedValuesEmptiesTheStoreAndForgetsRestoredOnes() async {
    await firstLaunch()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.loader(for: note(2)).load()
    await launch.cache.restore()
    await launch.cache.removePersistedValues()
    #expect(await store.storage.isEmpty)
    #expect(launch.cache.loader(for: note(1)).state == .idle)
  }

  @Test func aResetEntryIsForgotten() async {
    await firstLaunch()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    launch.cache.loader(for: note(1)).reset()
    await launch.cache.flushPersistence()
    #expect(await store.storage["note-1"] == nil)
  }

  @Test func pagesAreRestoredAndLoadingMoreContinuesFromTheSavedCursor() async throws {
    let pages = ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>.responding {
      cursor in
      let page = cursor ?? 0
      return .success(
        Page(items: [FeedRow(id: page * 2), FeedRow(id: page * 2 + 1)], next: page + 1))
    }
    let first = Launch(store: store, wall: wall)
    let feed = first.cache.loader(for: FeedQuery(fetcher: pages))
    await feed.load()
    await feed.loadMore()
    await first.cache.flushPersistence()
    #expect(pages.arguments == [nil, 1])

    let gated = ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let screen = launch.cache.loader(for: FeedQuery(fetcher: gated))
    #expect(screen.state == .success((0..<4).map(FeedRow.init(id:))))
    let more = Task { await screen.loadMore() }
    let call = try await gated.nextCall()
    #expect(call.argument == 2)
    call.succeed(with: Page(items: [FeedRow(id: 4), FeedRow(id: 3)], next: nil))
    await more.value
    // The restored ids are known: the repeated row 3 is dropped.
    #expect(screen.state == .endReached((0..<5).map(FeedRow.init(id:))))
  }

  @Test func aListThatReachedItsEndIsRestoredAtItsEnd() async {
    let pages = ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>.responding {
      _ in .success(Page(items: [FeedRow(id: 1)], next: nil))
    }
    let first = Launch(store: store, wall: wall)
    await first.cache.loader(for: FeedQuery(fetcher: pages)).load()
    await first.cache.flushPersistence()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let screen = launch.cache.loader(for: FeedQuery(fetcher: pages))
    #expect(screen.state == .endReached([FeedRow(id: 1)]))
    await screen.loadMore()
    #expect(pages.callCount == 1)
  }
}
