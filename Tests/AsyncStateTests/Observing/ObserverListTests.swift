import Testing

@testable import AsyncState

/// The observer list every loader notifies at each transition.
@MainActor
@Suite struct ObserverListTests {
  /// An observer's closure used to be rewrapped in thunks at every notification, so each
  /// call ran deeper than the one before; after 100,000 elements of a live source, calling or
  /// releasing it overflowed the stack. Called from the same place, an observer now runs at
  /// the same stack depth on its thousandth call as on its first.
  @Test func anObserverRunsAtTheSameDepthHoweverOftenItIsCalled() {
    let list = ObserverList<Int>()
    var addresses: [UInt] = []
    let observation = list.add { _, _ in
      var marker = 0
      addresses.append(withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) })
    }
    for value in 0..<1_000 {
      list.notify(value, cause: .valueReplaced)
    }
    observation.cancel()
    #expect(addresses.count == 1_000)
    let first = addresses[0]
    let last = addresses[999]
    // Four thunks a call made the thousandth call hundreds of kilobytes deeper.
    #expect(max(first, last) - min(first, last) < 1_024, "\(first) vs \(last)")
  }
}
