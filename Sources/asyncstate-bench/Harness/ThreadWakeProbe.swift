import AsyncState
import Dispatch
import Foundation

/// What waking a sleeping thread costs on the machine of a run.
///
/// A loader's page crosses threads twice (its fetch runs on the pool, its result on the main
/// actor), and a page's time depends on whether each thread is still running when its job
/// arrives or must be woken. On the virtual machine of `BENCHMARKS.md` the guest's idle
/// processors do not poll before they halt (`haltpoll.guest_halt_poll_ns=0` on the kernel's
/// command line), so a wake goes through the host: a round trip of two wakes after 20 µs of
/// work took 40 to 53 µs, and 5 to 7 µs with the guest polling for 200 µs (session 21). Some
/// runs read the low figure with no guest polling too (the host's own polling adapts). The
/// table's header gives the figures at the start and at the end of a run, so that its page
/// times can be read against them.
struct ThreadWakeProbe: Codable, Equatable {
  /// The median time for a thread to wake another and be woken back, right after the other
  /// went back to waiting.
  let backToBackNanoseconds: Double
  /// The same after the waking thread has worked for ``idleGap``, long enough for the other
  /// thread to go to sleep.
  let afterIdleNanoseconds: Double
  /// How long a Linux guest's idle processor polls before it halts
  /// (`/sys/module/haltpoll/parameters/guest_halt_poll_ns`); `nil` where it cannot be read.
  let guestHaltPollNanoseconds: Int?

  /// The work between two round trips in ``afterIdleNanoseconds``.
  static let idleGap = Duration.microseconds(20)

  /// Measures `rounds` round trips of each kind between this thread and a new one.
  static func measure(rounds: Int = 1000) -> ThreadWakeProbe {
    let ping = DispatchSemaphore(value: 0)
    let pong = DispatchSemaphore(value: 0)
    let stop = Locked(false)
    let echo = Thread {
      while true {
        ping.wait()
        if stop.withLock({ $0 }) { break }
        pong.signal()
      }
    }
    echo.start()
    let clock = ContinuousClock()
    func medianRoundTrip(gap: Duration) -> Double {
      var times: [Double] = []
      times.reserveCapacity(rounds)
      for _ in 0..<rounds {
        let resume = clock.now + gap
        while clock.now < resume {}
        let start = clock.now
        ping.signal()
        pong.wait()
        times.append((clock.now - start).nanoseconds)
      }
      return times.median
    }
    let backToBack = medianRoundTrip(gap: .zero)
    let afterIdle = medianRoundTrip(gap: idleGap)
    stop.withLock { $0 = true }
    ping.signal()
    let poll =
      (try? String(
        contentsOfFile: "/sys/module/haltpoll/parameters/guest_halt_poll_ns", encoding: .utf8))
      .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return ThreadWakeProbe(
      backToBackNanoseconds: backToBack, afterIdleNanoseconds: afterIdle,
      guestHaltPollNanoseconds: poll)
  }

  /// One line for the table's header.
  var summary: String {
    var text = "thread wake round trip: "
    text += Quantity.nanoseconds(backToBackNanoseconds).formatted + " back to back, "
    text += Quantity.nanoseconds(afterIdleNanoseconds).formatted + " after "
    text += Quantity.nanoseconds(Self.idleGap.nanoseconds).formatted + " of work"
    if let guestHaltPollNanoseconds {
      text += " (guest idle polling: \(guestHaltPollNanoseconds) ns)"
    }
    return text
  }
}
