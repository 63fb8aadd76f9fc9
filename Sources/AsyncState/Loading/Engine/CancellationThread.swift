import Foundation

/// Cancels a task on a thread of its own, outside the cooperative pool.
///
/// Cancelling a task runs its cancellation handlers on the cancelling thread, and a fetch's
/// handler may block for good (see ``CancellationRelay``). Run on a thread of the cooperative
/// pool, each such handler would keep that thread: with as many as the machine has cores,
/// every `@concurrent` function of the app would stop and, on Linux — where a process that
/// calls `dispatchMain()` drains the main queue from the same worker threads — the main
/// actor could stop with them. A thread of its own costs one thread while the handler runs,
/// and nothing else.
enum CancellationThread {
  /// Cancels `task` on a new thread and returns once the cancellation (its handlers
  /// included) has run, without holding a thread of the pool meanwhile.
  static func cancel<Success, Failure>(_ task: Task<Success, Failure>) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      start {
        task.cancel()
        continuation.resume()
      }
    }
  }

  /// Cancels `task` on a new thread, without waiting.
  static func cancelDetached<Success, Failure>(_ task: Task<Success, Failure>) {
    start { task.cancel() }
  }

  private static func start(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.name = "AsyncState cancellation"
    thread.start()
  }
}
