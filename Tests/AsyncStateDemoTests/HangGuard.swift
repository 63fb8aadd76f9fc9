import AsyncState
import Dispatch
import Foundation
import Glibc

/// Whether `body` finishes before `bound` passes.
///
/// A hang guard, never a synchronisation: a test waits for the event itself and uses this only
/// so that an event that never comes fails the test with a message instead of hanging the run.
/// Bounds are generous (20 times the normal time at least), so a busy machine never trips them.
/// A body still running at the bound is cancelled and left behind: the caller returns `false`
/// at once, whether or not the body answers its cancellation.
func completes(
  within bound: Duration,
  _ body: @escaping @Sendable () async -> Void
) async -> Bool {
  await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
    // Resumed once: by the body or by the bound, whichever comes first.
    let once = Locked<CheckedContinuation<Bool, Never>?>(continuation)
    let finish: @Sendable (Bool) -> Void = { finished in
      once.withLock { taken in
        defer { taken = nil }
        return taken
      }?.resume(returning: finished)
    }
    let task = Task {
      await body()
      finish(true)
    }
    let seconds = Double(bound.components.seconds) + Double(bound.components.attoseconds) / 1e18
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      task.cancel()
      finish(false)
    }
  }
}

extension Process {
  /// Kills the process if it is still running after `bound`: the hang guard of a test that
  /// reads a short-lived process's output to its end and waits for its exit.
  ///
  /// - Returns: The pending kill; cancel it once the process has exited.
  func killIfStillRunning(after bound: Duration) -> DispatchWorkItem {
    let pid = processIdentifier
    let kill = DispatchWorkItem { Glibc.kill(pid, SIGKILL) }
    let seconds = Double(bound.components.seconds) + Double(bound.components.attoseconds) / 1e18
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: kill)
    return kill
  }
}
