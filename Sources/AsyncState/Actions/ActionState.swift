/// The state of something the user does: sending a form, liking a post, deleting a row.
///
/// `ActionState` replaces the `isSubmitting` / `submitError` / `didSucceed` flags that drift
/// out of sync. A screen reads one `ActionState` (usually an ``ActionRunner``'s), switches
/// over it, and moves it only through its transitions (``start()``, ``succeed(with:)``,
/// ``fail(with:)``, ``cancel()``, ``reset()``), which refuse moves that make no sense.
///
/// A running action keeps the outcome of the one before it, as a loader keeps its value
/// during a refresh, so a screen can go on showing "Saved" or the last error while the
/// next attempt runs:
///
/// | Case | Meaning |
/// |---|---|
/// | ``idle`` | Nothing done yet, or reset. |
/// | ``running`` | An action runs; none ended before. |
/// | ``runningAfterSuccess(_:)`` | An action runs; the one before succeeded. |
/// | ``runningAfterFailure(_:)`` | An action runs; the one before failed. |
/// | ``succeeded(_:)`` | The action succeeded. |
/// | ``failed(_:)`` | The action failed. |
///
/// Transitions (a move not listed is refused and leaves the state unchanged):
///
/// | From | `start()` | `succeed(with: v2)` | `fail(with: e2)` | `cancel()` |
/// |---|---|---|---|---|
/// | `idle` | `running` | — | — | — |
/// | `running` | — | `succeeded(v2)` | `failed(e2)` | `idle` |
/// | `runningAfterSuccess(v)` | — | `succeeded(v2)` | `failed(e2)` | `succeeded(v)` |
/// | `runningAfterFailure(e)` | — | `succeeded(v2)` | `failed(e2)` | `failed(e)` |
/// | `succeeded(v)` | `runningAfterSuccess(v)` | — | — | — |
/// | `failed(e)` | `runningAfterFailure(e)` | — | — | — |
///
/// ``reset()`` moves every state to `idle`. A cancellation goes back exactly to the state
/// the action started from: it is not an outcome.
///
/// ```swift
/// var state = ActionState<Order, any Error>.idle
/// guard state.start() else { return }          // a second tap starts nothing
/// do {
///   state.succeed(with: try await API.send(cart))   // → succeeded(order)
/// } catch {
///   state.fail(with: error)                          // → failed(error)
/// }
/// ```
///
/// With `Failure == Never` the failure cases are uninhabited, so a `switch` may leave them
/// out.
public enum ActionState<Value, Failure: Error> {
  /// Nothing has been done yet, or the state was reset.
  case idle
  /// An action runs, and no action ended before it.
  case running
  /// An action runs; the value of the one before it, which succeeded, is kept.
  case runningAfterSuccess(Value)
  /// An action runs; the failure of the one before it is kept.
  case runningAfterFailure(Failure)
  /// The action succeeded with a value (`()` for an action that returns nothing).
  case succeeded(Value)
  /// The action failed.
  case failed(Failure)
}

// Synthesized conformances must be declared in the enum's own file.
extension ActionState: Sendable where Value: Sendable {}
extension ActionState: Equatable where Value: Equatable, Failure: Equatable {}
extension ActionState: Hashable where Value: Hashable, Failure: Hashable {}
