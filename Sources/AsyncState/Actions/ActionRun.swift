/// One request to an ``ActionRunner``: its argument, its result once it ends, and the callers
/// waiting for it.
///
/// A run that starts at once and a run that waits in the queue are waited for alike, so its
/// callers wait on the run rather than on the operation in the loader's slot (a queued run
/// has none yet).
@MainActor
final class ActionRun<Argument, Value, Failure: Error> {
  let argument: Argument
  /// How the action ended: `nil` until it ends, and for good if it was cancelled.
  var result: Result<Value, Failure>?
  /// The callers' rendezvous. Of an operation, only its waiting is used: callers wait until
  /// the run ends, or until their own task is cancelled (the run goes on).
  private let ending = LoadOperation(kind: .first, onAbandoned: nil)

  init(_ argument: Argument) {
    self.argument = argument
  }

  /// Suspends until the run ends, or until the calling task is cancelled.
  func wait() async {
    await ending.wait()
  }

  /// Ends the run and resumes its callers. Calling it again does nothing.
  func finish() {
    ending.finish()
  }
}
