import Testing

@testable import AsyncState

/// A load whose fetch hands its result to the caller that started it
/// (``LoadOperation/handOver(_:)``): the caller applies the result before its `await` returns;
/// a caller that left, or an operation that ended first, leaves the result to the fetch; and
/// each caller is resumed exactly once, whichever of the fetch and the main actor gets to it
/// first.
///
/// Every step runs on the main actor in an order the test sets: `handOver` is
/// `nonisolated(nonsending)`, so called from here it takes the caller and resumes it without
/// suspending, and the caller runs only once the test awaits it.
@MainActor
@Suite struct LoadOperationHandoverTests {
  /// What happened, in order.
  final class Events {
    var list: [String] = []
  }

  /// An operation that hands its result over, and a caller waiting for it that has
  /// registered (its `launch` ran) when this returns.
  private func operationWithCaller(
    _ events: Events
  ) async -> (LoadOperation, Task<Void, Never>) {
    let operation = LoadOperation(
      kind: .nextPage, handingOverThrough: LoaderHandles().receiver)
    var caller: Task<Void, Never>?
    await withCheckedContinuation { registered in
      caller = Task {
        await operation.wait(launching: {
          events.list.append("launched")
          registered.resume()
        })
        events.list.append("returned")
      }
    }
    return (operation, caller!)
  }

  @Test func theCallerAppliesTheResultBeforeItsAwaitReturns() async {
    let events = Events()
    let (operation, caller) = await operationWithCaller(events)

    await operation.handOver { events.list.append("applied") }
    #expect(events.list == ["launched"], "handOver only resumes the caller; the caller applies")
    await caller.value

    #expect(events.list == ["launched", "applied", "returned"])
  }

  @Test func anOperationThatEndsFirstReturnsItsCallerAndTheFetchAppliesTheResult() async {
    let events = Events()
    let (operation, caller) = await operationWithCaller(events)

    operation.finish()  // as a cancellation does
    await caller.value
    await operation.handOver { events.list.append("applied") }

    #expect(events.list == ["launched", "returned", "applied"])
  }

  @Test func aCallerCancelledBeforeTheResultLeavesItToTheFetch() async {
    let events = Events()
    let (operation, caller) = await operationWithCaller(events)

    caller.cancel()
    await caller.value
    await operation.handOver { events.list.append("applied") }

    #expect(events.list == ["launched", "returned", "applied"])
  }

  @Test func aCallerCancelledAfterTheHandoverStillAppliesTheResultOnce() async {
    let events = Events()
    let (operation, caller) = await operationWithCaller(events)

    await operation.handOver { events.list.append("applied") }
    caller.cancel()
    // Ending the operation now must not resume the caller a second time.
    operation.finish()
    await caller.value

    #expect(events.list == ["launched", "applied", "returned"])
  }

  @Test func theReceiverHoldsOnlyTheCurrentOperationsCaller() async {
    let events = Events()
    let handles = LoaderHandles()
    let first = LoadOperation(kind: .nextPage, handingOverThrough: handles.receiver)
    let second = LoadOperation(kind: .nextPage, handingOverThrough: handles.receiver)
    var caller: Task<Void, Never>?
    await withCheckedContinuation { registered in
      caller = Task {
        await second.wait(launching: { registered.resume() })
        events.list.append("returned")
      }
    }

    // A fetch of an operation that was replaced finds no caller of its own: it applies its
    // result itself (and the loader drops it), leaving the new operation's caller waiting.
    await first.handOver { events.list.append("stale applied") }
    #expect(events.list == ["stale applied"])
    await second.handOver { events.list.append("applied") }
    await caller?.value

    #expect(events.list == ["stale applied", "applied", "returned"])
  }
}
