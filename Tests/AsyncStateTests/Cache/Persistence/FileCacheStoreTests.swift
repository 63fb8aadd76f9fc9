import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Issue 26, items 1 and 3: the file-backed store — atomic files, a size bound, files it does
/// not own, a read-only location, half-written files and two caches on one directory.
@MainActor
@Suite struct FileCacheStoreTests {
  let directory = TemporaryDirectory()
  let wall = ManualClock()
  let notes = ControlledFetch<Int, Note, LoadFailure>.responding { id in
    .success(Note(text: "note \(id)"))
  }

  func note(_ id: Int) -> NoteQuery {
    NoteQuery(id: id, fetcher: notes)
  }

  @Test func keepsBytesByAnyKey() async throws {
    defer { directory.remove() }
    let store = CacheStore.files(in: directory.url)
    #expect(try await store.keys().isEmpty)
    let keys = ["a", "user/42 ü", "", String(repeating: "k", count: 100)]
    for (index, key) in keys.enumerated() {
      try await store.save(Data([UInt8(index)]), for: key)
    }
    #expect(try await store.keys() == keys.sorted())
    #expect(try await store.data(for: "user/42 ü") == Data([1]))
    try await store.save(Data([9, 9]), for: "a")
    #expect(try await store.data(for: "a") == Data([9, 9]))
    try await store.remove("a")
    try await store.remove("never saved")
    #expect(try await CacheStore.files(in: directory.url).keys() == keys.dropFirst().sorted())
  }

  @Test func evictsTheFilesWrittenLeastRecentlyBeyondItsBound() async throws {
    defer { directory.remove() }
    let store = CacheStore.files(in: directory.url, maxBytes: 300)
    for key in ["a", "b", "c", "d"] {
      try await store.save(Data(repeating: 1, count: 100), for: key)
    }
    #expect(try await store.keys() == ["b", "c", "d"])
    try await store.save(Data(repeating: 2, count: 100), for: "b")  // b is the newest now
    try await store.save(Data(repeating: 1, count: 100), for: "e")
    #expect(try await store.keys() == ["b", "d", "e"])
  }

  @Test func ignoresAndKeepsFilesThatAreNotItsOwn() async throws {
    defer { directory.remove() }
    let store = CacheStore.files(in: directory.url)
    try await store.save(Data([1]), for: "a")
    for name in ["notes.txt", "zz.asc", "616.asc", ".616.asc.tmp"] {
      try Data([0]).write(to: directory.url.appendingPathComponent(name))
    }
    #expect(try await store.keys() == ["a"])
    try await store.removeAll()
    #expect(try await store.keys().isEmpty)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(left.sorted() == [".616.asc.tmp", "616.asc", "notes.txt", "zz.asc"])
  }

  @Test func aFileWrittenByteByByteIsRestoredOnlyWhenWhole() async throws {
    defer { directory.remove() }
    let first = Launch(store: .files(in: directory.url), wall: wall)
    await first.cache.loader(for: note(1)).load()
    await first.cache.flushPersistence()
    let file = directory.file(for: "note-1")
    let bytes = try Data(contentsOf: file)
    for length in 0...bytes.count {
      // The file as a writer leaves it after `length` bytes, written one at a time (a launch
      // removes a damaged file, so each length starts a new one).
      try Data().write(to: file)
      let handle = try FileHandle(forWritingTo: file)
      for offset in 0..<length {
        try handle.write(contentsOf: bytes[offset...offset])
      }
      try handle.close()
      let launch = Launch(store: .files(in: directory.url), wall: wall)
      await launch.cache.restore()
      let state = launch.cache.loader(for: note(1)).state
      let event = await launch.events.next()
      if length < bytes.count {
        #expect(state == .idle, "\(length) bytes written")
        #expect(event?.hasPrefix("note-1: discarded: damaged") == true, "\(length) bytes")
      } else {
        #expect(state == .success(Note(text: "note 1")))
        #expect(event == "note-1: restored, 0ms old")
      }
      await launch.cache.flushPersistence()
    }
  }

  @Test func anUnreadableFileIsSkipped() async throws {
    defer { directory.remove() }
    // A directory where the key's file should be: listed, but not readable as a file.
    try FileManager.default.createDirectory(
      at: directory.file(for: "note-1"), withIntermediateDirectories: true)
    let launch = Launch(store: .files(in: directory.url), wall: wall)
    await launch.cache.restore()
    #expect(await launch.events.next()?.hasPrefix("note-1: read failed") == true)
    #expect(launch.cache.loader(for: note(1)).state == .idle)
  }

  @Test func aLocationThatCannotBeWrittenLeavesTheAppWorkingInMemory() async throws {
    defer { directory.remove() }
    // A file where the directory should be: every write fails (as on a full disk or a
    // read-only volume).
    try FileManager.default.createDirectory(
      at: directory.url, withIntermediateDirectories: true)
    let blocked = directory.url.appendingPathComponent("blocked")
    try Data([0]).write(to: blocked)
    let launch = Launch(store: .files(in: blocked), wall: wall)
    await launch.cache.restore()
    let screen = launch.cache.loader(for: note(1))
    await screen.load()
    await launch.cache.flushPersistence()
    #expect(await launch.events.next()?.hasPrefix("note-1: write failed") == true)
    #expect(screen.state == .success(Note(text: "note 1")))
    launch.cache.setValue(Note(text: "edited"), for: note(1))
    #expect(screen.state == .success(Note(text: "edited")))
    // The edit's write ends before the directory goes; a write after `remove()` would make
    // the directory again and leave it behind.
    await launch.cache.flushPersistence()
  }

  @Test func twoCachesOnOneDirectoryDoNotCorruptEachOther() async throws {
    defer { directory.remove() }
    let one = Launch(store: .files(in: directory.url), wall: wall)
    let two = Launch(store: .files(in: directory.url), wall: wall)
    for round in 0..<50 {
      one.cache.setValue(Note(text: "one \(round)"), for: note(round % 5))
      two.cache.setValue(Note(text: "two \(round)"), for: note(round % 5 + 3))
      if round % 7 == 0 {
        async let flushOne: Void = one.cache.flushPersistence()
        async let flushTwo: Void = two.cache.flushPersistence()
        _ = await (flushOne, flushTwo)
      }
    }
    async let flushOne: Void = one.cache.flushPersistence()
    async let flushTwo: Void = two.cache.flushPersistence()
    _ = await (flushOne, flushTwo)
    let launch = Launch(store: .files(in: directory.url), wall: wall)
    await launch.cache.restore()
    var texts: [String] = []
    for id in 0..<8 {
      let state = launch.cache.loader(for: note(id)).state
      #expect(await launch.events.next() == "note-\(id): restored, 0ms old")
      texts.append(state.value?.text ?? "none")
    }
    // Keys 0-2 are only the first cache's, 5-7 only the second's; 3 and 4 are both's.
    #expect(texts[0...2] == ["one 45", "one 46", "one 47"])
    #expect(texts[5...7] == ["two 47", "two 48", "two 49"])
    for id in 3...4 {
      #expect(["one \(45 + id)", "two \(42 + id)"].contains(texts[id]), "note \(id)")
    }
  }
}
