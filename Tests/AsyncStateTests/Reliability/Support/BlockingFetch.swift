import AsyncState
import AsyncStateTesting

/// A fetch the test answers (``gate``) whose cancellation handler blocks its thread until the
/// test releases it (``blocker``): the shape of `URLSession.data(for:)` on Linux.
final class BlockingFetch<Argument: Sendable, Value: Sendable>: Sendable {
  let gate = ControlledFetch<Argument, Value, any Error>()
  let blocker: CancellationBlocker

  init(blocker: CancellationBlocker = CancellationBlocker()) {
    self.blocker = blocker
  }

  func fetch(_ argument: Argument) async throws -> Value {
    let blocker = blocker
    return try await withTaskCancellationHandler {
      try await gate.fetch(argument)
    } onCancel: {
      blocker.block()
    }
  }
}
