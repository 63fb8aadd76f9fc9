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
  /// Retries what failed.
  let retry: @MainActor @Sendable (Loader) async -> Void
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
      make: make,
      supersede: { loader in if !isShared { loader.cancel() } },
      cancel: { $0.cancel() },
      retry: { await $0.refresh() },
      clock: clock,
      idle: { .idle },
      emptyState: { emptyValue.map { .success($0) } ?? .idle },
      hasValue: { $0.value != nil },
      hasFailure: { $0.failure != nil },
      isLoading: { $0.isLoading },
      isIdle: { $0.isIdle },
      combine: { current, previous in
        switch current {
        case .idle:
          previous
        case .initialLoading, .retrying:
          previous.value.map { .refreshing($0) } ?? current
        case .failure(let failure):
          previous.value.map { .refreshFailure($0, failure) } ?? current
        case .refreshing, .success, .refreshFailure:
          current
        }
      })
  }

  /// Inputs loaded page by page.
  static func paging<Item: Identifiable & Sendable, Failure: Error>(
    clock: LoaderClock,
    emptyItems: [Item]?,
    isShared: Bool,
    make: @escaping @MainActor @Sendable (Input) -> PagingLoader<Item, Failure>
  ) -> Self where Loader == PagingLoader<Item, Failure>, Item.ID: Sendable {
    InputLoaderKind(
      make: make,
      supersede: { loader in if !isShared { loader.cancel() } },
      cancel: { $0.cancel() },
      retry: { await $0.retry() },
      clock: clock,
      idle: { .idle },
      emptyState: { emptyItems.map { .endReached($0) } ?? .idle },
      hasValue: { $0.value != nil },
      hasFailure: { $0.failure != nil },
      isLoading: { $0.isLoading },
      isIdle: { $0.isIdle },
      combine: { current, previous in
        switch current {
        case .idle:
          previous
        case .initialLoading, .retrying:
          previous.value.map { .refreshing($0) } ?? current
        case .failure(let failure):
          previous.value.map { .refreshFailure($0, failure) } ?? current
        case .refreshing, .success, .endReached, .refreshFailure, .loadingMore,
          .loadMoreFailure:
          current
        }
      })
  }
}
