/// The exit code of whichever finishes first: a script run to its end, or a signal that
/// stops it.
@MainActor
final class ExitRace {
  private var exitCode: Int32?
  private var waiter: CheckedContinuation<Int32, Never>?

  /// Reports an exit code; only the first one counts.
  func finish(with code: Int32) {
    guard exitCode == nil else { return }
    exitCode = code
    waiter?.resume(returning: code)
    waiter = nil
  }

  /// The first exit code reported, once there is one.
  var value: Int32 {
    get async {
      if let exitCode { return exitCode }
      return await withCheckedContinuation { waiter = $0 }
    }
  }
}
