import Testing

@testable import AsyncState

/// Large buffers are let go of on the pool, small ones where they are; either way the array
/// is empty at once and nothing outlives the release.
@Suite struct OffMainReleaseTests {
  final class Element: Sendable {}

  /// `count` elements, and a weak reference to the last (it goes with the buffer).
  private static func array(of count: Int) -> ([Element], () -> Element?) {
    let array = (0..<count).map { _ in Element() }
    weak let last = array.last
    return (array, { last })
  }

  @Test func aSmallArrayIsFreedWhereItIs() {
    var (array, last) = Self.array(of: 10)
    #expect(OffMainRelease.release(&array) == nil)
    #expect(array.isEmpty && array.capacity == 0)
    #expect(last() == nil)
  }

  @Test func aLargeArrayIsFreedByATaskOnThePool() async {
    let count = OffMainRelease.minimumBytes / MemoryLayout<Element>.stride
    var (array, last) = Self.array(of: count)
    let release = OffMainRelease.release(&array)
    #expect(array.isEmpty && array.capacity == 0)
    #expect(release != nil)
    await release?.value
    #expect(last() == nil, "the buffer outlived its release")
  }
}
