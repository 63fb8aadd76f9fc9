/// Runs one entry's mutations one at a time, in the order they were asked for.
///
/// ``enter()`` returns at once when no mutation runs and suspends otherwise; ``leave()`` lets
/// the next caller in. Callers are on the main actor, so the order in which they call
/// `enter()` is the order in which they run.
@MainActor
final class MutationQueue {
  private var isRunning = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Whether a mutation runs or waits.
  var isBusy: Bool { isRunning }

  /// Waits for the mutations asked for before to end.
  func enter() async {
    guard isRunning else {
      isRunning = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Ends the running mutation and lets the next one run.
  func leave() {
    if waiting.isEmpty {
      isRunning = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
