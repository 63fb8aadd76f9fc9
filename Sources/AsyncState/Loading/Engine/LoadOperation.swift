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
  /// The fetch; cancelled when the operation is cancelled or abandoned.
  var task: Task<Void, Never>?
  private(set) var isFinished = false
  private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiterID: UInt64 = 0
  private let onAbandoned: (@MainActor (LoadOperation) -> Void)?

  init(kind: Kind, onAbandoned: (@MainActor (LoadOperation) -> Void)?) {
    self.kind = kind
    self.onAbandoned = onAbandoned
  }

  /// Suspends until the operation ends, or until the calling task is cancelled.
  func wait() async {
    guard !isFinished else { return }
    let id = nextWaiterID
    nextWaiterID += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if isFinished {
          continuation.resume()
        } else {
          waiters[id] = continuation
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
    let resumed = waiters
    waiters.removeAll()
    for continuation in resumed.values {
      continuation.resume()
    }
  }

  private func waiterCancelled(_ id: UInt64) {
    guard let continuation = waiters.removeValue(forKey: id) else { return }
    if waiters.isEmpty && !isFinished {
      // The last caller left: the loader cancels the fetch and restores the state before the
      // caller's `await` returns, so the caller observes the restored state.
      onAbandoned?(self)
    }
    continuation.resume()
  }
}
