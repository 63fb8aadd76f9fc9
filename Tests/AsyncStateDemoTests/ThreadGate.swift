import AsyncState
import Dispatch
import Foundation

/// A gate a background thread stops at until the test opens it: how a test proves that the main
/// actor runs while a decode or a URLSession call is stuck, without measuring time.
///
/// The stuck thread calls ``pass()``; the test awaits ``waitUntilEntered(within:)``, checks what
/// it needs while the thread is held, then calls ``open()``. A thread held on the main actor
/// would stop the test itself, so ``pass()`` gives up after a safety bound and records it
/// (``wasReleasedByBound``): the test then fails instead of hanging. The bounds only turn a
/// hang into a failure; nothing is synchronised on time.
final class ThreadGate: Sendable {
  private struct State: Sendable {
    var entries = 0
    var enteredOnMainThread = false
    var wasReleasedByBound = false
    var isOpen = false
    var waiters: [@Sendable (Bool) -> Void] = []
  }

  private let state = Locked(State())
  private let opened = DispatchSemaphore(value: 0)
  private let safetyBound: Duration

  /// Creates a closed gate.
  ///
  /// - Parameter safetyBound: How long ``pass()`` waits before it gives up.
  init(safetyBound: Duration = .seconds(120)) {
    self.safetyBound = safetyBound
  }

  /// How many times a thread reached the gate.
  var entries: Int { state.withLock { $0.entries } }
  /// Whether a thread reached it on the main thread.
  var enteredOnMainThread: Bool { state.withLock { $0.enteredOnMainThread } }
  /// Whether a thread gave up waiting: the test never opened the gate.
  var wasReleasedByBound: Bool { state.withLock { $0.wasReleasedByBound } }
  /// Whether a thread is held at the gate now.
  var isHolding: Bool { state.withLock { $0.entries > 0 && !$0.isOpen } }

  /// Called on the thread to hold: returns once the gate is open (or after the safety bound).
  func pass() {
    let (isOpen, waiters) = state.withLock { state in
      state.entries += 1
      state.enteredOnMainThread = state.enteredOnMainThread || Thread.isMainThread
      defer { state.waiters = [] }
      return (state.isOpen, state.waiters)
    }
    for waiter in waiters { waiter(true) }
    guard !isOpen else { return }
    if opened.wait(timeout: .now() + Self.seconds(safetyBound)) == .timedOut {
      state.withLock { $0.wasReleasedByBound = true }
    } else {
      opened.signal()  // Lets the next thread through too.
    }
  }

  /// Opens the gate for good.
  func open() {
    let wasOpen = state.withLock { state in
      defer { state.isOpen = true }
      return state.isOpen
    }
    if !wasOpen { opened.signal() }
  }

  /// Suspends until a thread reaches the gate.
  ///
  /// - Parameter bound: A hang guard: how long to wait at most.
  /// - Returns: Whether a thread reached it.
  func waitUntilEntered(within bound: Duration) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      // Resumed once: by `pass()` or by the bound, whichever comes first.
      let once = Locked<CheckedContinuation<Bool, Never>?>(continuation)
      let resume: @Sendable (Bool) -> Void = { entered in
        once.withLock { taken in
          defer { taken = nil }
          return taken
        }?.resume(returning: entered)
      }
      let entered = state.withLock { state in
        if state.entries == 0 { state.waiters.append(resume) }
        return state.entries > 0
      }
      if entered { resume(true) }
      DispatchQueue.global().asyncAfter(deadline: .now() + Self.seconds(bound)) {
        resume(false)
      }
    }
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
