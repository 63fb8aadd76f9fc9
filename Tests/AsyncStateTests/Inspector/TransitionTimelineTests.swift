import AsyncState
import AsyncStateTesting
import Observation
import Testing

/// Item 4 of the inspector issue: a record of transitions, printed as a timeline and
/// compared in a test.
@MainActor
@Suite struct TransitionTimelineTests {
  @Test(arguments: [
    (Duration.zero, "+0ms"), (.milliseconds(300), "+300ms"), (.milliseconds(1_500), "+1.5s"),
    (.seconds(75), "+75s"),
  ])
  func aRecordPrintsAsOneTimedLine(time: Duration, prefix: String) {
    let line = LoaderInspector.line(
      for: (
        time: time, key: "ProfileQuery(id: 1)", from: "success(Ada)", to: "refreshing(Ada)",
        cause: .loadStarted
      ))
    #expect(line == "\(prefix) ProfileQuery(id: 1): success(Ada) → refreshing(Ada) (loadStarted)")
  }

  @Test func theRecordsOfOneLoaderAreObservable() async throws {
    let fetch = ControlledFetch<Void, String, LoadFailure>()
    let loader = DataLoader(fetch: fetch.fetch)
    let recording = LoaderInspector(recording: loader, named: "profile")
    let changed = Locked(false)
    withObservationTracking {
      _ = recording.records
    } onChange: {
      changed.withLock { $0 = true }
    }
    #expect(!changed.withLock { $0 })
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    #expect(changed.withLock { $0 })
    #expect(recording.records.map(\.to) == ["initialLoading"])
    call.succeed(with: "Ada")
    await load.value
  }

  @Test func aLoadersTransitionsPrintAsATimeline() async throws {
    let clock = ManualClock()
    let fetch = ControlledFetch<Void, String, LoadFailure>()
    let loader = DataLoader(configuration: .init(clock: clock), fetch: fetch.fetch)
    let recording = LoaderInspector(recording: loader, named: "profile", clock: clock)

    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    clock.advance(by: .milliseconds(1_500))
    call.succeed(with: "Ada")
    await load.value
    loader.reset()

    let expected:
      [(time: Duration, key: String, from: String, to: String, cause: TransitionCause)] = [
        (time: .zero, key: "profile", from: "idle", to: "initialLoading", cause: .loadStarted),
        (
          time: .milliseconds(1_500), key: "profile", from: "initialLoading", to: "success(Ada)",
          cause: .loadSucceeded
        ),
        (
          time: .milliseconds(1_500), key: "profile", from: "success(Ada)", to: "idle",
          cause: .reset
        ),
      ]
    #expect(recording.records.elementsEqual(expected, by: ==), "\(recording.records)")
    #expect(
      recording.text(showingTimes: false) == """
        profile: idle → initialLoading (loadStarted)
        profile: initialLoading → success(Ada) (loadSucceeded)
        profile: success(Ada) → idle (reset)
        """)
    #expect(
      recording.text() == """
        +0ms profile: idle → initialLoading (loadStarted)
        +1.5s profile: initialLoading → success(Ada) (loadSucceeded)
        +1.5s profile: success(Ada) → idle (reset)
        """)
  }

  @Test func aCachesEntriesAreRecordedTheLaterOnesToo() async throws {
    let fixture = CacheFixture()
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    fixture.clock.advance(by: .seconds(10))
    let recording = LoaderInspector(cache: fixture.cache)

    fixture.clock.advance(by: .seconds(2))
    try await fixture.loadProfile(2, as: Profile(name: "Grace"))
    fixture.cache.setValue(Profile(name: "Ada", likes: 1), for: fixture.profile(1))

    #expect(
      recording.text() == """
        +2s ProfileQuery(id: 2): idle → initialLoading (loadStarted)
        +2s ProfileQuery(id: 2): initialLoading → success(Grace) (loadSucceeded)
        +2s ProfileQuery(id: 1): success(Ada) → success(Ada♥1) (valueReplaced)
        """)
  }

  @Test func stoppingEndsTheRecordingAndKeepsTheRecords() {
    let fixture = CacheFixture()
    let recording = LoaderInspector(cache: fixture.cache)
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    recording.close()
    fixture.cache.setValue(Profile(name: "Grace"), for: fixture.profile(1))
    #expect(
      recording.text(showingTimes: false)
        == "ProfileQuery(id: 1): idle → success(Ada) (valueReplaced)")
  }

  @Test func theCacheDoesNotKeepATimelineAlive() {
    let fixture = CacheFixture()
    weak var released: LoaderInspector?
    do {
      let recording = LoaderInspector(cache: fixture.cache)
      released = recording
      fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
      #expect(recording.records.count == 1)
    }
    #expect(released == nil)
    // The cache forgets it on its next change.
    fixture.cache.setValue(Profile(name: "Grace"), for: fixture.profile(1))
  }

  @Test func theLimitKeepsTheNewestRecords() {
    let fixture = CacheFixture()
    let recording = LoaderInspector(cache: fixture.cache, historyLimit: 2)
    for likes in 0..<4 {
      fixture.cache.setValue(Profile(name: "Ada", likes: likes), for: fixture.profile(1))
    }
    #expect(recording.droppedCount == 2)
    #expect(recording.records.map(\.to) == ["success(Ada♥2)", "success(Ada♥3)"])
    #expect(
      recording.text(showingTimes: false) == """
        … 2 earlier transitions dropped
        ProfileQuery(id: 1): success(Ada♥1) → success(Ada♥2) (valueReplaced)
        ProfileQuery(id: 1): success(Ada♥2) → success(Ada♥3) (valueReplaced)
        """)
  }

  @Test func anEvictedKeyStartsAgainFromIdle() {
    let fixture = CacheFixture(maxEntries: 1)
    let recording = LoaderInspector(cache: fixture.cache)
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    fixture.cache.setValue(Profile(name: "Grace"), for: fixture.profile(2))  // evicts 1
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))  // evicts 2
    #expect(recording.records.map(\.from) == ["idle", "idle", "idle"])
  }
}
