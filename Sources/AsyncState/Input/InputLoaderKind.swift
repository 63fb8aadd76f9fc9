/// What an ``InputLoader`` needs of the loaders of its inputs: how to make one, how to end
/// one that is replaced, and how to read and combine their states.
///
/// The initializers build it for a ``DataLoader`` or a ``PagingLoader``, owned or from a
/// ``LoaderCache``; the input loader itself is the same for all four.
struct InputLoaderKind<Input, Loader: LoadingSource>: Sendable {
  /// The loader of an input.
  let make: @MainActor @Sendable (Input) -> Loader
  /// Ends the load of a loader whose input was replaced. An owned loader is cancelled; a
  /// cache's loader is left to the screens that share it (the input loader stops awaiting
  /// it, which cancels the load if nobody else awaits it).
  let supersede: @MainActor @Sendable (Loader) -> Void
  /// Cancels a loader's load.
  let cancel: @MainActor @Sendable (Loader) -> Void
  /// The clock of the debounce.
  let clock: LoaderClock
  /// Nothing requested.
  let idle: @Sendable () -> Loader.State
  /// The state of an empty input.
  let emptyState: @Sendable () -> Loader.State
  let hasValue: @Sendable (Loader.State) -> Bool
  let hasFailure: @Sendable (Loader.State) -> Bool
  let isLoading: @Sendable (Loader.State) -> Bool
  let isIdle: @Sendable (Loader.State) -> Bool
  /// The state to show from the current input's state and the previous input's.
  let combine: @Sendable (_ current: Loader.State, _ previous: Loader.State) -> Loader.State
  /// What a screen shows for a state: the state's own presentation.
  let present: Presenter

  /// Presents a state of an input's loader under a policy.
  typealias Presenter =
    @Sendable (Loader.State, PresentationPolicy) -> ScreenPresentation<
      Loader.Value, Loader.Failure
    >
}

extension InputLoaderKind {
  /// Inputs loaded by data loaders.
  static func data<Value: Sendable, Failure: Error>(
    clock: LoaderClock,
    emptyValue: Value?,
    isShared: Bool,
    make: @escaping @MainActor @Sendable (Input) -> DataLoader<Value, Failure>
  ) -> Self where Loader == DataLoader<Value, Failure> {
    InputLoaderKind(
      make: make, isShared: isShared, clock: clock, cancel: { $0.cancel() },
      idle: .idle, empty: emptyValue.map { .success($0) },
      dataState: { $0 }, refreshing: { .refreshing($0) },
      refreshFailure: { .refreshFailure($0, $1) }, present: { $0.presentation(policy: $1) })
  }

  /// Inputs loaded page by page.
  static func paging<Item: Identifiable & Sendable, Failure: Error>(
    clock: LoaderClock,
    emptyItems: [Item]?,
    isShared: Bool,
    make: @escaping @MainActor @Sendable (Input) -> PagingLoader<Item, Failure>
  ) -> Self where Loader == PagingLoader<Item, Failure>, Item.ID: Sendable {
    InputLoaderKind(
      make: make, isShared: isShared, clock: clock, cancel: { $0.cancel() },
      idle: .idle, empty: emptyItems.map { .endReached($0) },
      dataState: { $0.dataState }, refreshing: { .refreshing($0) },
      refreshFailure: { .refreshFailure($0, $1) }, present: { $0.presentation(policy: $1) })
  }

  /// A kind whose states are read through the ``DataState`` they imply (a ``PagingState``'s
  /// ``PagingState/dataState``), so that both kinds share one reading and one `combine`.
  ///
  /// - Parameters:
  ///   - empty: The state of an empty input; `nil` shows `idle`.
  ///   - dataState: The ``DataState`` a loader's state implies: the same case for every case
  ///     `combine` looks at (`idle`, `initialLoading`, `retrying`, `failure`).
  ///   - refreshing: The loader's `refreshing(_:)` case, for the previous input's value.
  ///   - refreshFailure: The loader's `refreshFailure(_:_:)` case.
  private init<Value, Failure: Error>(
    make: @escaping @MainActor @Sendable (Input) -> Loader,
    isShared: Bool,
    clock: LoaderClock,
    cancel: @escaping @MainActor @Sendable (Loader) -> Void,
    idle: Loader.State,
    empty: Loader.State?,
    dataState: @escaping @Sendable (Loader.State) -> DataState<Value, Failure>,
    refreshing: @escaping @Sendable (Value) -> Loader.State,
    refreshFailure: @escaping @Sendable (Value, Failure) -> Loader.State,
    present: @escaping Presenter
  ) where Loader.State: Sendable {
    self.init(
      make: make,
      supersede: { loader in if !isShared { cancel(loader) } },
      cancel: cancel,
      clock: clock,
      idle: { idle },
      emptyState: { empty ?? idle },
      hasValue: { dataState($0).value != nil },
      hasFailure: { dataState($0).failure != nil },
      isLoading: { dataState($0).isLoading },
      isIdle: { dataState($0).isIdle },
      combine: { current, previous in
        switch dataState(current) {
        case .idle:
          previous
        case .initialLoading, .retrying:
          dataState(previous).value.map(refreshing) ?? current
        case .failure(let failure):
          dataState(previous).value.map { refreshFailure($0, failure) } ?? current
        case .refreshing, .success, .refreshFailure:
          current
        }
      },
      present: present)
  }
}
