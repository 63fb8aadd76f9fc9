/// One fetch in flight, with the callers waiting for it.
///
/// A loader has at most one current operation. Callers that start or join it ``wait()``
/// until it ends, or until their own task is cancelled. When every waiting caller of a first
/// load has been cancelled, the operation tells its loader through `onAbandoned`, which
/// cancels the fetch and restores the state: a SwiftUI `.task` that goes away takes its load
/// with it. A page load has no `onAbandoned`: it belongs to the list, not to the row whose
/// `.task` asked for it, and SwiftUI cancels that task the moment the row leaves.
@MainActor
final class LoadOperation {
  /// What the operation loads; a paging loader runs any kind, one at a time.
  enum Kind {
    /// The first page, or the whole value: a first load, a refresh or a retry.
    case first
    /// The next page.
    case nextPage
    /// The page before the first loaded one (two-way paging).
    case previousPage
  }

  let kind: Kind
  /// The fetch; cancelled when the operation is cancelled or abandoned. `nil` until its first
  /// steps have run (see ``OperationSlot``), and once the operation ends.
  var task: Task<Void, Never>?
  /// Whether the operation was cancelled while its first steps ran, before it had a task to
  /// cancel: its slot cancels the task once it has it.
  var isCancelledBeforeItsTask = false
  private(set) var isFinished = false
  /// The first caller waiting, inline: most operations have exactly one, and a dictionary
  /// would allocate its storage for each.
  private var firstWaiter: (id: UInt64, continuation: UnsafeContinuation<Void, Never>)?
  /// The callers that joined while the first waits.
  private var otherWaiters: [UInt64: UnsafeContinuation<Void, Never>] = [:]
  private var nextWaiterID: UInt64 = 0
  private let onAbandoned: (@MainActor (LoadOperation) -> Void)?
  /// The operation's work, until ``run()`` starts it.
  private var body: (@MainActor (LoadOperation) async -> Void)?

  init(
    kind: Kind, onAbandoned: (@MainActor (LoadOperation) -> Void)?,
    body: (@MainActor (LoadOperation) async -> Void)? = nil
  ) {
    self.kind = kind
    self.onAbandoned = onAbandoned
    self.body = body
  }

  /// Runs the operation's work; the operation's task calls it once.
  func run() async {
    guard let body else { return }
    self.body = nil
    await body(self)
  }

  /// Suspends until the operation ends, or until the calling task is cancelled.
  ///
  /// The continuations are unsafe ones (a checked continuation allocates a canary object per
  /// wait): each is resumed exactly once, by whichever of ``finish()`` and
  /// `waiterCancelled(_:)` first removes it from `firstWaiter` or `otherWaiters`, on the
  /// main actor.
  func wait() async {
    guard !isFinished else { return }
    let id = nextWaiterID
    nextWaiterID += 1
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        if isFinished {
          continuation.resume()
        } else if firstWaiter == nil {
          firstWaiter = (id, continuation)
        } else {
          otherWaiters[id] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.waiterCancelled(id) }
    }
  }

  /// Ends the operation and resumes every waiter. Calling it again does nothing.
  func finish() {
    guard !isFinished else { return }
    isFinished = true
    task = nil
    let first = firstWaiter
    firstWaiter = nil
    let others = otherWaiters
    otherWaiters = [:]
    first?.continuation.resume()
    for continuation in others.values {
      continuation.resume()
    }
  }

  private func waiterCancelled(_ id: UInt64) {
    let continuation: UnsafeContinuation<Void, Never>
    if let first = firstWaiter, first.id == id {
      continuation = first.continuation
      firstWaiter = nil
    } else if let other = otherWaiters.removeValue(forKey: id) {
      continuation = other
    } else {
      return
    }
    if firstWaiter == nil && otherWaiters.isEmpty && !isFinished {
      // The last caller left: the loader cancels the fetch and restores the state before the
      // caller's `await` returns, so the caller observes the restored state.
      onAbandoned?(self)
    }
    continuation.resume()
  }
}
