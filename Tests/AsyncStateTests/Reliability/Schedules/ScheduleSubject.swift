import AsyncState
import AsyncStateTesting

/// The loader a schedule drives, seen through snapshots.
///
/// The checked channels (``observe(_:)``, ``statesReader()``) are what the harness compares
/// with the model; ``observeForSynchronization(_:)`` only tells the driver that a transition
/// happened, so that a wrapper that tampers with the checked channels cannot stall it.
@MainActor
protocol ScheduleSubject: AnyObject {
  var snapshot: Snapshot { get }
  /// The leading end of a paging loader (`previousPages`); `idle` for a data loader.
  var leading: LeadingSnapshot { get }
  var retryCount: Int { get }
  /// The loader itself, for the check that it is freed.
  var loader: AnyObject { get }
  func load() async
  func refresh() async
  func loadMore() async
  func retry() async
  func loadPrevious() async
  func cancel()
  func reset()
  /// Stops the real loader after a failure (`reset()`, whatever a broken wrapper does).
  func tearDown()
  func observe(_ onTransition: @escaping @MainActor (ScheduleTransition) -> Void)
    -> StateObservation
  func observeForSynchronization(_ onTransition: @escaping @MainActor () -> Void)
    -> StateObservation
  func statesReader() -> StatesReader
}

/// Reads a loader's `states` sequence as snapshots.
@MainActor
final class StatesReader {
  private let read: () async -> Snapshot?

  init<State: Sendable>(_ states: AsyncStream<State>, _ snapshot: @escaping (State) -> Snapshot) {
    let box = IteratorBox(states.makeAsyncIterator())
    read = { await box.next().map(snapshot) }
  }

  init(reading read: @escaping () async -> Snapshot?) {
    self.read = read
  }

  func next() async -> Snapshot? {
    await read()
  }
}

/// Holds an iterator for a ``StatesReader``, which only the main actor uses.
private final class IteratorBox<State: Sendable> {
  var iterator: AsyncStream<State>.Iterator

  init(_ iterator: AsyncStream<State>.Iterator) {
    self.iterator = iterator
  }

  func next() async -> State? {
    await iterator.next(isolation: #isolation)
  }
}

/// A `DataLoader` under test.
@MainActor
final class DataSubject: ScheduleSubject {
  let dataLoader: DataLoader<SchedulePayload, any Error>

  init(_ configuration: LoaderConfiguration, initialState: Snapshot, fetches: ScheduleFetches) {
    dataLoader = DataLoader(initialState: initialState.dataState, configuration: configuration) {
      try await fetches.live.track { try await fetches.data.fetch() }
    }
  }

  var snapshot: Snapshot { Snapshot(dataLoader.state) }
  var leading: LeadingSnapshot { .idle }
  var retryCount: Int { dataLoader.retryCount }
  var loader: AnyObject { dataLoader }
  func load() async { await dataLoader.load() }
  func refresh() async { await dataLoader.refresh() }
  func loadMore() async {}
  func retry() async {}
  func loadPrevious() async {}
  func cancel() { dataLoader.cancel() }
  func reset() { dataLoader.reset() }
  func tearDown() { dataLoader.reset() }

  func observe(
    _ onTransition: @escaping @MainActor (ScheduleTransition) -> Void
  ) -> StateObservation {
    dataLoader.observe { state, cause in
      onTransition(ScheduleTransition(state: Snapshot(state), cause: cause))
    }
  }

  func observeForSynchronization(
    _ onTransition: @escaping @MainActor () -> Void
  ) -> StateObservation {
    dataLoader.observe { _, _ in onTransition() }
  }

  func statesReader() -> StatesReader {
    StatesReader(dataLoader.states) { Snapshot($0) }
  }
}

/// A `PagingLoader` under test, over a cursor or a keyset source, owning its state or bound
/// to one it does not own (the engine of `PagingList`'s binding and closure styles).
@MainActor
final class PagingSubject: ScheduleSubject {
  let pagingLoader: PagingLoader<ScheduleItem, any Error>
  /// The bound loader and the state it loads into, as a binding would hold it.
  private var bound: BoundPagingLoader<ScheduleItem, any Error>?
  private var boundState = PagingState<[ScheduleItem], any Error>.idle

  init(
    _ loaderConfiguration: LoaderConfiguration, schedule: ScheduleConfiguration,
    fetches: ScheduleFetches
  ) {
    switch schedule.source {
    case .data:
      preconditionFailure("a paging subject for a data source")
    case .cursor:
      pagingLoader = PagingLoader(
        configuration: loaderConfiguration, maxPages: schedule.maxPages,
        removesDuplicates: schedule.removesDuplicates
      ) { (cursor: Int?) in
        try await fetches.live.track { try await fetches.pages.fetch(cursor) }
      }
    case .keyset(let pageSize) where schedule.isBound:
      let bound = BoundPagingLoader<ScheduleItem, any Error>(
        pageSize: pageSize, configuration: loaderConfiguration, maxPages: schedule.maxPages,
        removesDuplicates: schedule.removesDuplicates,
        fetchFirst: { try await fetches.live.track { try await fetches.first.fetch() } },
        fetchMore: { last in try await fetches.live.track { try await fetches.more.fetch(last) } })
      self.bound = bound
      pagingLoader = bound.loader
      bound.bind(
        get: { [weak self] in self?.boundState ?? .idle },
        set: { [weak self] in self?.boundState = $0 })
    case .keyset(let pageSize):
      pagingLoader = PagingLoader(
        pageSize: pageSize, configuration: loaderConfiguration, maxPages: schedule.maxPages,
        removesDuplicates: schedule.removesDuplicates,
        fetchFirst: { try await fetches.live.track { try await fetches.first.fetch() } },
        fetchMore: { last in try await fetches.live.track { try await fetches.more.fetch(last) } })
    }
  }

  var snapshot: Snapshot { Snapshot(pagingLoader.state) }
  var leading: LeadingSnapshot { LeadingSnapshot(pagingLoader.previousPages) }
  var retryCount: Int { pagingLoader.retryCount }
  var loader: AnyObject { pagingLoader }
  func load() async { await pagingLoader.load() }
  func refresh() async { await pagingLoader.refresh() }
  func loadMore() async { await pagingLoader.loadMore() }
  func retry() async { await pagingLoader.retry() }
  func loadPrevious() async { await pagingLoader.loadPrevious() }
  func cancel() { pagingLoader.cancel() }
  func reset() { pagingLoader.reset() }
  func tearDown() { pagingLoader.reset() }

  func observe(
    _ onTransition: @escaping @MainActor (ScheduleTransition) -> Void
  ) -> StateObservation {
    // Weak: the loader keeps its observers, and must be freed at the end of a schedule.
    pagingLoader.observe { [weak pagingLoader] state, cause in
      onTransition(
        ScheduleTransition(
          state: Snapshot(state), cause: cause,
          leading: pagingLoader.map { LeadingSnapshot($0.previousPages) } ?? .idle))
    }
  }

  func observeForSynchronization(
    _ onTransition: @escaping @MainActor () -> Void
  ) -> StateObservation {
    pagingLoader.observe { _, _ in onTransition() }
  }

  func statesReader() -> StatesReader {
    StatesReader(pagingLoader.states) { Snapshot($0) }
  }
}

/// Deliberately broken loaders, to show that the harness catches what it claims to.
enum ScheduleVariant: Sendable, CustomStringConvertible {
  /// The loaders as they are.
  case real
  /// The checked observers miss every `loadCancelled` transition.
  case dropsCancelledTransitions
  /// `cancel()` does nothing: the load runs on and its late answer is applied.
  case cancelDoesNothing

  var description: String {
    switch self {
    case .real: "real"
    case .dropsCancelledTransitions: "drops loadCancelled transitions"
    case .cancelDoesNothing: "cancel() does nothing"
    }
  }
}

/// A subject with a defect of ``ScheduleVariant``.
@MainActor
final class BrokenSubject: ScheduleSubject {
  let base: any ScheduleSubject
  let variant: ScheduleVariant

  init(_ base: any ScheduleSubject, variant: ScheduleVariant) {
    self.base = base
    self.variant = variant
  }

  var snapshot: Snapshot { base.snapshot }
  var leading: LeadingSnapshot { base.leading }
  var retryCount: Int { base.retryCount }
  var loader: AnyObject { base.loader }
  func load() async { await base.load() }
  func refresh() async { await base.refresh() }
  func loadMore() async { await base.loadMore() }
  func retry() async { await base.retry() }
  func loadPrevious() async { await base.loadPrevious() }
  func reset() { base.reset() }
  func tearDown() { base.tearDown() }

  func cancel() {
    if case .cancelDoesNothing = variant { return }
    base.cancel()
  }

  func observe(
    _ onTransition: @escaping @MainActor (ScheduleTransition) -> Void
  ) -> StateObservation {
    let drops = if case .dropsCancelledTransitions = variant { true } else { false }
    return base.observe { transition in
      if drops && transition.cause == .loadCancelled { return }
      onTransition(transition)
    }
  }

  func observeForSynchronization(
    _ onTransition: @escaping @MainActor () -> Void
  ) -> StateObservation {
    base.observeForSynchronization(onTransition)
  }

  func statesReader() -> StatesReader {
    base.statesReader()
  }
}
