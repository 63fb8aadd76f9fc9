import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// `CacheEvent.notifications(_:from:)`: the notifications an app or a platform layer names
/// become cache events, on a center of the test's own.
@MainActor
@Suite struct CacheEventNotificationsTests {
  let center = NotificationCenter()
  let becameActive = Notification.Name("CacheEventNotificationsTests.becameActive")
  let lowMemory = Notification.Name("CacheEventNotificationsTests.lowMemory")
  let unrelated = Notification.Name("CacheEventNotificationsTests.unrelated")

  @Test func namedNotificationsBecomeTheirEventsInOrder() async {
    var events = CacheEvent.notifications(
      [becameActive: .didBecomeActive, lowMemory: .memoryWarning], from: center
    ).makeAsyncIterator()
    center.post(name: lowMemory, object: nil)
    center.post(name: unrelated, object: nil)
    center.post(name: becameActive, object: nil)
    center.post(name: lowMemory, object: nil)
    #expect(await events.next() == .memoryWarning)
    #expect(await events.next() == .didBecomeActive)
    #expect(await events.next() == .memoryWarning)
  }

  @Test func aNotificationPostedOnAnotherThreadArrives() async {
    var events = CacheEvent.notifications([lowMemory: .memoryWarning], from: center)
      .makeAsyncIterator()
    let center = center
    let lowMemory = lowMemory
    await Task.detached { center.post(name: lowMemory, object: nil) }.value
    #expect(await events.next() == .memoryWarning)
  }

  @Test func aMemoryWarningNotificationEvictsTheUnusedEntries() async {
    let fixture = CacheFixture()
    let held = fixture.cache.loader(for: fixture.profile(1))
    fixture.cache.setValue(Profile(name: "P2"), for: fixture.profile(2))
    var activity = fixture.cache.activity().makeAsyncIterator()
    // The observers are added when the stream is made: a notification posted before the
    // cache starts reading waits in the stream.
    let events = CacheEvent.notifications([lowMemory: .memoryWarning], from: center)
    center.post(name: lowMemory, object: nil)
    let follower = Task { await fixture.cache.handle(events: events) }
    let eviction = await activity.nextEviction()
    #expect(eviction?.key == "ProfileQuery(id: 2)")
    #expect(eviction?.reason == .memoryWarning)
    #expect(fixture.keys == ["ProfileQuery(id: 1)"])
    follower.cancel()
    await follower.value  // the stream ends with its consumer
    _ = held
  }
}
