/// One fetch in flight, with the callers waiting for it.
///
/// A loader has at most one current operation. Callers that start or join it ``wait()``
/// until it ends, or until their own task is cancelled. When every waiting caller of a first
/// load has been cancelled, the operation tells its loader through `onAbandoned`, which
/// cancels the fetch and restores the state: a SwiftUI `.task` that goes away takes its load
/// with it. A page load has no `onAbandoned`: it belongs to the list, not to the row whose
/// `.task` asked for it, and SwiftUI cancels that task the moment the row leaves.
///
/// **Handing the result over.** An operation started by
/// ``OperationSlot/startHandingOver(_:work:)`` fetches off the main actor and does not come
/// back to it to apply the result and then wake its caller, whose resumption would go
/// through the cooperative pool and back (a continuation resumes on the global executor):
/// the fetch hands the result to the caller who started the load (``handOver(_:)``), and that
/// caller applies it on the main actor before its `await` returns. Two executor jobs a page
/// instead of four (the benchmark's `costs` workload). When that caller has left (its task
/// was cancelled) or the operation was cancelled, the fetch applies the result on the main
/// actor itself.
@MainActor
final class LoadOperation {
  /// What a fetch hands to the caller waiting for it: applying its result, on the main
  /// actor.
  typealias Handover = @MainActor @Sendable () -> Void

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
  private var firstWaiter: (id: UInt64, continuation: UnsafeContinuation<Handover?, Never>)?
  /// The callers that joined while the first waits.
  private var otherWaiters: [UInt64: UnsafeContinuation<Handover?, Never>] = [:]
  /// Where the fetch finds the caller to hand its result to; `nil` for an operation that
  /// applies its result itself.
  nonisolated private let receiver: LoaderHandles.ResultReceiver?
  /// Which caller is registered with `receiver`.
  private var receiverID: UInt64?
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
    receiver = nil
  }

  /// An operation whose fetch hands its result to the caller that starts it, through
  /// `receiver` (see ``wait(launching:)``).
  ///
  /// It has no `onAbandoned`: the caller who leaves does not take the load with it.
  init(kind: Kind, handingOverThrough receiver: LoaderHandles.ResultReceiver) {
    self.kind = kind
    onAbandoned = nil
    body = nil
    self.receiver = receiver
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
    // A caller that joins is never handed the result: it is resumed with `nil`.
    _ = await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Handover?, Never>) in
        if isFinished {
          continuation.resume(returning: nil)
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

  /// Registers the caller as the one the fetch hands its result to, calls `launch` (which
  /// starts the fetch), and suspends until the result is applied — by this caller, when the
  /// fetch hands it over — or until the operation ends otherwise, or the calling task is
  /// cancelled.
  ///
  /// The caller is registered before the fetch starts, so a fetch that answers at once finds
  /// it.
  func wait(launching launch: () -> Void) async {
    guard let receiver else {
      launch()
      return await wait()
    }
    let id = nextWaiterID
    nextWaiterID += 1
    let handover = await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Handover?, Never>) in
        receiverID = id
        receiver.register(
          .init(operation: ObjectIdentifier(self), waiter: id, continuation: continuation))
        launch()
      }
    } onCancel: {
      Task { @MainActor in self.waiterCancelled(id) }
    }
    handover?()
  }

  /// Hands `handover` (applying the fetch's result) to the caller waiting for the operation,
  /// which runs it on the main actor; without such a caller, runs it on the main actor here.
  ///
  /// Called by the operation's fetch, off the main actor, once.
  nonisolated func handOver(_ handover: @escaping Handover) async {
    if let continuation = receiver?.take(for: ObjectIdentifier(self)) {
      continuation.resume(returning: handover)
    } else {
      await MainActor.run(body: handover)
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
    if let receiverID {
      // Ended without handing the result over (cancelled): the caller returns.
      receiver?.take(for: ObjectIdentifier(self), waiter: receiverID)?.resume(returning: nil)
    }
    first?.continuation.resume(returning: nil)
    for continuation in others.values {
      continuation.resume(returning: nil)
    }
  }

  private func waiterCancelled(_ id: UInt64) {
    if id == receiverID {
      // Unless the fetch took the caller to hand it the result: then the caller applies it.
      receiver?.take(for: ObjectIdentifier(self), waiter: id)?.resume(returning: nil)
      return
    }
    let continuation: UnsafeContinuation<Handover?, Never>
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
    continuation.resume(returning: nil)
  }
}
