import AsyncStateTesting
import Foundation
import Testing

@testable import AsyncState

/// `LoaderCache.follow(_:from:)`: the notifications an app or a platform layer names call the
/// cache back, on a center of the test's own.
@MainActor
@Suite struct LoaderCacheNotificationTests {
  let center = NotificationCenter()
  let becameActive = Notification.Name("LoaderCacheNotificationTests.becameActive")
  let lowMemory = Notification.Name("LoaderCacheNotificationTests.lowMemory")
  let unrelated = Notification.Name("LoaderCacheNotificationTests.unrelated")

  @Test func namedNotificationsRunTheirReactionsInOrder() async {
    let fixture = CacheFixture()
    let (reactions, reacted) = AsyncStream.makeStream(of: String.self)
    let follower = await following(
      fixture.cache,
      [
        becameActive: { _ in reacted.yield("active") },
        lowMemory: { _ in reacted.yield("memory") },
      ])
    center.post(name: lowMemory, object: nil)
    center.post(name: unrelated, object: nil)
    center.post(name: becameActive, object: nil)
    center.post(name: lowMemory, object: nil)
    var order = reactions.makeAsyncIterator()
    #expect(await order.next() == "memory")
    #expect(await order.next() == "active")
    #expect(await order.next() == "memory")
    follower.cancel()
    await follower.value
  }

  @Test func aNotificationPostedOnAnotherThreadArrives() async {
    let fixture = CacheFixture()
    let (reactions, reacted) = AsyncStream.makeStream(of: Void.self)
    let follower = await following(fixture.cache, [lowMemory: { _ in reacted.yield() }])
    let center = center
    let lowMemory = lowMemory
    await Task.detached { center.post(name: lowMemory, object: nil) }.value
    var arrived = reactions.makeAsyncIterator()
    #expect(await arrived.next() != nil)
    follower.cancel()
    await follower.value
  }

  @Test func aMemoryWarningNotificationEvictsTheUnusedEntries() async {
    let fixture = CacheFixture()
    let held = fixture.cache.loader(for: fixture.profile(1))
    fixture.cache.setValue(Profile(name: "P2"), for: fixture.profile(2))
    var activity = fixture.cache.activity().makeAsyncIterator()
    let follower = await following(
      fixture.cache, [lowMemory: { $0.didReceiveMemoryWarning() }])
    center.post(name: lowMemory, object: nil)
    let eviction = await activity.nextEviction()
    #expect(eviction?.key == "ProfileQuery(id: 2)")
    #expect(eviction?.reason == .memoryWarning)
    #expect(fixture.keys == ["ProfileQuery(id: 1)"])
    follower.cancel()
    await follower.value
    _ = held
  }

  @Test func aMemoryWarningIsNotStuckBehindARevalidation() async throws {
    let fixture = CacheFixture(staleAfter: .seconds(60))
    fixture.cache.setValue(Profile(name: "P1"), for: fixture.profile(1), age: .seconds(60))
    fixture.cache.setValue(Profile(name: "P2"), for: fixture.profile(2))
    let screen = fixture.cache.loader(for: fixture.profile(1))
    var activity = fixture.cache.activity().makeAsyncIterator()
    let follower = await following(
      fixture.cache,
      [
        becameActive: { await $0.appDidBecomeActive() },
        lowMemory: { $0.didReceiveMemoryWarning() },
      ])

    center.post(name: becameActive, object: nil)
    let call = try await fixture.profiles.nextCall()
    // The memory warning is handled while the revalidation still runs.
    center.post(name: lowMemory, object: nil)
    let eviction = await activity.nextEviction()
    #expect(eviction?.key == "ProfileQuery(id: 2)")
    #expect(eviction?.reason == .memoryWarning)
    call.succeed(with: Profile(name: "P1'"))
    follower.cancel()
    await follower.value
    await waitForState(of: screen) { $0 == .success(Profile(name: "P1'")) }
    #expect(fixture.keys == ["ProfileQuery(id: 1)"])
  }

  /// Starts `cache.follow(_:from:)` on the test's center in a task, and returns the task once
  /// the observers are added; cancel it to stop.
  func following(
    _ cache: LoaderCache,
    _ reactions: [Notification.Name: @MainActor (LoaderCache) async -> Void]
  ) async -> Task<Void, Never> {
    let (observing, started) = AsyncStream.makeStream(of: Void.self)
    let center = center
    let follower = Task {
      await cache.follow(reactions, from: center, whenObserving: { started.yield() })
    }
    var iterator = observing.makeAsyncIterator()
    _ = await iterator.next()
    return follower
  }
}
