/// The state of a screen that loads one value asynchronously.
///
/// `DataState` replaces the `isLoading` / `error` / `data` flags that drift out of sync:
/// a screen holds one `DataState`, switches over it, and moves it only through its
/// transitions (``startLoading()``, ``succeed(with:)``, ``fail(with:)``,
/// ``cancelLoading()``, ``reset()``), which refuse moves that make no sense and never
/// throw away a value that is on screen.
///
/// Each case splits "loading" by *where the load started from*, so a screen can keep what
/// it shows while a refresh or a retry runs:
///
/// | Case | Meaning |
/// |---|---|
/// | ``idle`` | Nothing requested yet. |
/// | ``initialLoading`` | First load; nothing to show. |
/// | ``refreshing(_:)`` | Refresh; the old value stays on screen. |
/// | ``retrying(_:)`` | Retry; the old error stays on screen. |
/// | ``success(_:)`` | Loaded. |
/// | ``failure(_:)`` | Failed with nothing to show. |
/// | ``refreshFailure(_:_:)`` | A refresh failed; the old value is kept. |
///
/// Transitions (a move not listed is refused and leaves the state unchanged):
///
/// | From | `startLoading()` | `succeed(with: v2)` | `fail(with: e2)` | `cancelLoading()` |
/// |---|---|---|---|---|
/// | `idle` | `initialLoading` | — | — | — |
/// | `initialLoading` | — | `success(v2)` | `failure(e2)` | `idle` |
/// | `refreshing(v)` | — | `success(v2)` | `refreshFailure(v, e2)` | `success(v)` |
/// | `retrying(e)` | — | `success(v2)` | `failure(e2)` | `failure(e)` |
/// | `success(v)` | `refreshing(v)` | — | — | — |
/// | `failure(e)` | `retrying(e)` | — | — | — |
/// | `refreshFailure(v, e)` | `refreshing(v)` | — | — | — |
///
/// ``reset()`` moves every state to `idle`.
///
/// ```swift
/// var state = DataState<User, any Error>.idle
/// guard state.startLoading() else { return }   // idle → initialLoading
/// do {
///   state.succeed(with: try await api.user())   // → success(user)
/// } catch {
///   state.fail(with: error)                     // → failure(error)
/// }
/// ```
///
/// With `Failure == Never` the failure cases are uninhabited, so a `switch` may leave them
/// out.
///
/// For screens that want less granularity, ``phase`` gives an `AsyncImagePhase`-like
/// ``AsyncPhase``.
public enum DataState<Value, Failure: Error> {
  /// Nothing has been requested yet.
  case idle
  /// The first load is running and there is nothing to show.
  case initialLoading
  /// A refresh is running; the value loaded before stays on screen.
  case refreshing(Value)
  /// A retry after a failure is running; the failure stays on screen.
  case retrying(Failure)
  /// The value has loaded.
  case success(Value)
  /// The load failed and there is no value to show.
  case failure(Failure)
  /// A refresh failed; the value loaded before is kept.
  case refreshFailure(Value, Failure)
}

// Synthesized conformances must be declared in the enum's own file.
extension DataState: Sendable where Value: Sendable {}
extension DataState: Equatable where Value: Equatable, Failure: Equatable {}
extension DataState: Hashable where Value: Hashable, Failure: Hashable {}
