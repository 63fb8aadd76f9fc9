import AsyncState
import Foundation

/// Proof that the main actor keeps running: a thread of its own posts a tick to the main
/// actor, waits until the main actor has run it, and posts the next.
///
/// A blocked main actor runs no tick, so ``advances(by:within:)`` returns `false`. The ticks
/// come from a `Thread`, not from a task, so that they need no thread of the cooperative
/// pool — a cancellation handler that blocks may be holding one.
final class MainActorHeartbeat: Sendable {
  private let ticks = EventCounter()
  private let stopped = Locked(false)

  init() {
    let ticks = ticks
    let stopped = stopped
    let thread = Thread {
      let ran = DispatchSemaphore(value: 0)
      while !stopped.withLock({ $0 }) {
        Task { @MainActor in
          ticks.add()
          ran.signal()
        }
        ran.wait()
        // Pacing only, so the heartbeat does not keep a core busy; nothing waits on time.
        Thread.sleep(forTimeInterval: 0.001)
      }
    }
    thread.start()
  }

  /// Whether the main actor runs `count` more ticks before `bound` passes.
  func advances(by count: Int, within bound: Duration) async -> Bool {
    let target = ticks.count + count
    let ticks = ticks
    return await completes(within: bound) { try await ticks.wait(until: target) }
  }

  /// Stops the thread after its current tick.
  func stop() {
    stopped.withLock { $0 = true }
  }

  deinit {
    stop()
  }
}

/// Whether `body` finishes before `bound` passes; it is cancelled if it does not.
///
/// The bound only turns a hang into a failure: nothing is synchronised on time.
func completes(
  within bound: Duration,
  _ body: @escaping @Sendable () async throws -> Void
) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      (try? await body()) != nil
    }
    group.addTask {
      try? await Task.sleep(for: bound)
      return false
    }
    let first = await group.next() ?? false
    group.cancelAll()
    return first
  }
}
