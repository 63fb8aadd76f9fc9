import Foundation
import Testing

@testable import AsyncState

/// The observer list every loader notifies at each transition.
@MainActor
@Suite struct ObserverListTests {
  /// An observer's closure used to be rewrapped in thunks at every notification, so each
  /// call ran deeper than the one before; after 100,000 elements of a live source, calling or
  /// releasing it overflowed the stack. Called from the same place, an observer now runs at
  /// the same call depth on its thousandth call as on its first. (Depth as frames on the call
  /// stack, not a local's address: AddressSanitizer moves locals to a stack of its own.)
  @Test func anObserverRunsAtTheSameDepthHoweverOftenItIsCalled() {
    let list = ObserverList<Int>()
    var depths: [Int] = []
    let observation = list.add { _, _ in
      depths.append(Thread.callStackReturnAddresses.count)
    }
    for value in 0..<1_000 {
      list.notify(value, cause: .valueReplaced)
    }
    observation.cancel()
    #expect(depths.count == 1_000)
    // Before the fix: 18 frames on the first call, 128 (where the count stops) by the 1,000th.
    #expect(depths[999] == depths[0], "\(depths[0]) frames, then \(depths[999])")
  }
}
