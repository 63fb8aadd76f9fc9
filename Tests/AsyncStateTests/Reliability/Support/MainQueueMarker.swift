import Dispatch

/// Tells whether code runs on the main queue, which runs the main actor's jobs.
///
/// `Thread.isMainThread` cannot tell: on Linux, a process that calls `dispatchMain()` (as
/// `swift test` and a top-level `async` program do) drains the main queue from a worker
/// thread, so main-actor code runs on a thread that is not the main thread. The main queue
/// carries a marker instead, which code running on it can read.
enum MainQueueMarker {
  private static let key = DispatchSpecificKey<Bool>()

  /// Marks the main queue; idempotent.
  static func install() {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }

  /// Whether the current code runs on the main queue (the main actor's executor).
  static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}
