import AsyncState

/// The reference model of a loader: what each ``ScheduleAction`` must do, written from the
/// loaders' documented rules, independently of their code.
///
/// It predicts the state, every transition and its cause, the retry count, which callers
/// return when, which fetch calls start (with their argument), are told to stop or are
/// answered, and which sleeps the loader starts on the manual clock.
struct LoaderModel {
  enum OperationKind: Equatable {
    case first, nextPage, previousPage
  }

  /// A kept page's cursors: the one that fetched it, and those of the pages around it.
  struct PageLinks: Equatable {
    var key: Int?
    var previous: Int?
    var next: Int?
  }

  /// The running operation's attempt: a fetch call in flight (with its timer's deadline), or
  /// the backoff before a retry.
  enum Attempt: Equatable {
    case live(call: Int, timer: Duration?)
    case backoff(until: Duration)
  }

  struct Operation {
    var kind: OperationKind
    var waiters: [Int]
    var attempt: Attempt
    var retries: Int
    /// The page's cursor (or the keyset's last id); `nil` for the first page.
    var argument: Int?
  }

  enum Caller: Equatable {
    case waiting
    case returned(step: Int)
  }

  /// Which controlled fetch a call arrives on.
  enum Channel: Hashable, Sendable, CaseIterable {
    case data, pages, first, more
  }

  struct ExpectedCall: Equatable {
    var id: Int
    var channel: Channel
    var argument: Int?
  }

  /// What the running fetch answers, with the ids the model chose.
  enum ConcreteAnswer: Equatable {
    case items([Int], cursor: Int?, previous: Int? = nil)
    case failure(ModelFailure)
    case cancellationError
    case urlCancelled
  }

  /// The effects of one step, which the driver waits for.
  struct Expectation {
    /// Callers that return in this step.
    var returning: [Int] = []
    /// Calls told to stop in this step, and what each does then: a call that ignores it
    /// becomes stale; one that does not throws at once (a leased `URLError(.cancelled)`, or
    /// a `CancellationError`).
    var cancelled: [(call: Int, behavior: ScheduleConfiguration.StopBehavior)] = []
    /// The fetch call that starts in this step.
    var newCall: ExpectedCall?
    /// Deadlines of the sleeps that start in this step, in order.
    var sleeps: [Duration] = []
    /// The answer to send to the running call (`.answer`).
    var answer: ConcreteAnswer?
    /// The stale call answered late, and how (`.late`).
    var late: (call: Int, answer: ScheduleAction.Late)?
    /// Whether the effects come after the action returns (an answer, time passing, a caller
    /// leaving), so the driver waits for the transitions.
    var isAsynchronous = false
  }

  let configuration: ScheduleConfiguration
  private(set) var state: Snapshot
  private var origin: Snapshot = .idle
  private(set) var operation: Operation?
  /// The kept pages' ids, top first.
  private(set) var pages: [[Int]] = []
  /// The kept pages' cursors, top first.
  private var links: [PageLinks] = []
  /// The leading end (`previousPages`), and where it was when the running load started.
  private(set) var leading: LeadingSnapshot = .idle
  private var leadingOrigin: LeadingSnapshot = .idle
  private var next: Int?
  private var followed: Set<Int> = []
  private var loadedAt: Duration?
  private(set) var now: Duration = .zero
  private(set) var retryCount = 0
  private(set) var transitions: [ScheduleTransition] = []
  private(set) var callers: [Caller] = []
  /// Calls told to stop that ignored it and were not answered yet.
  private(set) var staleCalls: [Int] = []
  private(set) var callCount = 0
  /// Answers the loader must have dropped, each with a lease.
  private(set) var leasesExpected = 0
  private var freshID = 1
  private var freshCursor = 1000
  /// The step being applied; a caller that returns records it.
  var step = 0
  /// What the schedule exercised, for the run's figures.
  private(set) var coverage = ScheduleCoverage()

  init(_ configuration: ScheduleConfiguration) {
    self.configuration = configuration
    state = configuration.isData ? configuration.initialState : .idle
    if state.value != nil { loadedAt = .zero }
  }

  // MARK: - Queries

  var waitingCallers: [Int] {
    callers.indices.filter { callers[$0] == .waiting }
  }

  var hasLiveCall: Bool {
    if case .live = operation?.attempt { return true }
    return false
  }

  /// The deadline of the running operation's timer or backoff.
  var pendingDeadline: Duration? {
    switch operation?.attempt {
    case .live(_, let timer?): timer
    case .backoff(let until): until
    default: nil
    }
  }

  var list: [Int] { pages.flatMap { $0 } }

  private var isStale: Bool {
    guard let staleAfter = configuration.staleAfter, let loadedAt else { return false }
    return now - loadedAt >= staleAfter
  }

  // MARK: - Applying an action

  /// Applies `action`, or returns `nil` (changing nothing) when it does not apply here.
  mutating func apply(_ action: ScheduleAction) -> Expectation? {
    switch action {
    case .call(let call, let cancelledFirst):
      return self.call(call, cancelledFirst: cancelledFirst)
    case .cancel:
      var expectation = Expectation()
      cancel(&expectation)
      return expectation
    case .reset:
      return reset()
    case .cancelCaller(let index):
      return cancelCaller(index)
    case .answer(let answer):
      return self.answer(answer)
    case .late(let index, let late):
      guard !staleCalls.isEmpty else { return nil }
      var expectation = Expectation()
      let call = staleCalls.remove(at: index % staleCalls.count)
      leasesExpected += 1
      coverage.lateAnswers += 1
      expectation.late = (call, late)
      return expectation
    case .advance(let advance):
      return self.advance(advance)
    }
  }

  private mutating func call(_ call: ScheduleAction.Call, cancelledFirst: Bool) -> Expectation? {
    if configuration.isData && (call == .loadMore || call == .retry || call == .loadPrevious) {
      return nil
    }
    var expectation = Expectation()
    let caller = callers.count
    callers.append(.waiting)
    if cancelledFirst {
      // A cancelled task starts nothing, and joins nothing for good.
      returned(caller, &expectation)
      coverage.cancelledFirst += 1
      return expectation
    }
    switch call {
    case .load:
      if let operation {
        if configuration.isData || operation.kind == .first {
          join(caller)
        } else {
          returned(caller, &expectation)
        }
      } else {
        switch state {
        case .idle, .failure:
          startFirst(caller, &expectation)
        case .success, .endReached, .refreshFailure, .loadMoreFailure:
          if isStale {
            coverage.staleRevalidations += 1
            startFirst(caller, &expectation)
          } else {
            returned(caller, &expectation)
          }
        case .initialLoading, .refreshing, .retrying, .loadingMore:
          preconditionFailure("a loading state without an operation")
        }
      }
    case .refresh:
      if let operation, configuration.isData || operation.kind == .first {
        join(caller)
      } else {
        startFirst(caller, &expectation)
      }
    case .loadMore:
      if let operation {
        if operation.kind == .nextPage { join(caller) } else { returned(caller, &expectation) }
      } else if case .success = state, leading.failure == nil, let next {
        startNext(caller, argument: next, &expectation)
      } else {
        returned(caller, &expectation)
      }
    case .retry:
      if operation != nil {
        join(caller)
      } else if case .loadMoreFailure = state, let next {
        startNext(caller, argument: next, &expectation)
      } else if leading.failure != nil, let link = links.first?.previous, state.isSuccess {
        startPrevious(caller, argument: link, &expectation)
      } else {
        startFirst(caller, &expectation)
      }
    case .loadPrevious:
      if let operation {
        if operation.kind == .previousPage { join(caller) } else { returned(caller, &expectation) }
      } else if leading == .available, let link = links.first?.previous, state.isSuccess {
        startPrevious(caller, argument: link, &expectation)
      } else {
        returned(caller, &expectation)
      }
    }
    return expectation
  }

  private mutating func join(_ caller: Int) {
    operation?.waiters.append(caller)
    coverage.joins += 1
  }

  private mutating func returned(_ caller: Int, _ expectation: inout Expectation) {
    callers[caller] = .returned(step: step)
    expectation.returning.append(caller)
  }

  private mutating func record(_ cause: TransitionCause) {
    transitions.append(ScheduleTransition(state: state, cause: cause, leading: leading))
  }

  private mutating func startFirst(_ caller: Int, _ expectation: inout Expectation) {
    if let superseded = operation {
      // A refresh supersedes a page load; a cancelled refresh goes back to before the page.
      precondition(superseded.kind != .first)
      operation = nil
      coverage.supersededPages += 1
      if superseded.kind == .previousPage { leading = leadingOrigin }
      stop(superseded, &expectation)
    } else {
      origin = state
    }
    leadingOrigin = leading
    state =
      switch state {
      case .idle: .initialLoading
      case .success(let value), .endReached(let value), .loadingMore(let value),
        .refreshFailure(let value, _), .loadMoreFailure(let value, _):
        .refreshing(value)
      case .failure(let failure): .retrying(failure)
      case .initialLoading, .refreshing, .retrying:
        preconditionFailure("a first load while one runs")
      }
    record(.loadStarted)
    retryCount = 0
    operation = Operation(
      kind: .first, waiters: [caller], attempt: .backoff(until: .zero), retries: 0,
      argument: nil)
    beginAttempt(&expectation)
  }

  private mutating func startPrevious(
    _ caller: Int, argument: Int, _ expectation: inout Expectation
  ) {
    origin = state
    leadingOrigin = leading
    leading = .loading
    record(.loadStarted)
    retryCount = 0
    coverage.previousPages += 1
    operation = Operation(
      kind: .previousPage, waiters: [caller], attempt: .backoff(until: .zero), retries: 0,
      argument: argument)
    beginAttempt(&expectation)
  }

  private mutating func startNext(_ caller: Int, argument: Int, _ expectation: inout Expectation) {
    origin = state
    leadingOrigin = leading
    guard let value = state.value else { preconditionFailure("a page without a list") }
    state = .loadingMore(value)
    record(.loadStarted)
    retryCount = 0
    operation = Operation(
      kind: .nextPage, waiters: [caller], attempt: .backoff(until: .zero), retries: 0,
      argument: argument)
    beginAttempt(&expectation)
  }

  private mutating func beginAttempt(_ expectation: inout Expectation) {
    guard let kind = operation?.kind else { return }
    let id = callCount
    callCount += 1
    let timer = configuration.timeout.map { now + $0 }
    operation?.attempt = .live(call: id, timer: timer)
    let channel: Channel =
      switch (configuration.source, kind) {
      case (.data, _): .data
      case (.cursor, _): .pages
      case (.keyset, .first): .first
      case (.keyset, .nextPage), (.keyset, .previousPage): .more
      }
    expectation.newCall = ExpectedCall(id: id, channel: channel, argument: operation?.argument)
    if let timer { expectation.sleeps.append(timer) }
  }

  /// Ends a cancelled or superseded operation: its callers return, its call is told to stop.
  private mutating func stop(_ operation: Operation, _ expectation: inout Expectation) {
    for waiter in operation.waiters { returned(waiter, &expectation) }
    if case .live(let call, _) = operation.attempt { stopCall(call, &expectation) }
  }

  private mutating func stopCall(_ call: Int, _ expectation: inout Expectation) {
    let behavior = configuration.stopBehavior(call: call)
    expectation.cancelled.append((call, behavior))
    switch behavior {
    case .ignores: staleCalls.append(call)
    case .throwsURLError: leasesExpected += 1
    case .throwsCancellationError: break
    }
  }

  /// Ends the running operation with its result: its callers return.
  private mutating func finish(_ expectation: inout Expectation) {
    guard let operation else { return }
    self.operation = nil
    origin = .idle
    for waiter in operation.waiters { returned(waiter, &expectation) }
  }

  private mutating func cancel(_ expectation: inout Expectation) {
    guard let operation else { return }
    self.operation = nil
    state = origin
    leading = leadingOrigin
    record(.loadCancelled)
    origin = .idle
    coverage.cancels += 1
    stop(operation, &expectation)
  }

  private mutating func reset() -> Expectation {
    var expectation = Expectation()
    let operation = self.operation
    self.operation = nil
    origin = .idle
    pages = []
    links = []
    next = nil
    followed = []
    leading = .idle
    if state != .idle {
      state = .idle
      record(.reset)
    }
    if let operation { stop(operation, &expectation) }
    loadedAt = nil
    retryCount = 0
    return expectation
  }

  private mutating func cancelCaller(_ index: Int) -> Expectation? {
    let waiting = waitingCallers
    guard !waiting.isEmpty, var operation else { return nil }
    var expectation = Expectation()
    // The caller leaves through a hop to the main actor: its effects follow the action.
    expectation.isAsynchronous = true
    let caller = waiting[index % waiting.count]
    precondition(operation.waiters.contains(caller), "a waiting caller of another operation")
    operation.waiters.removeAll { $0 == caller }
    self.operation = operation
    coverage.cancelledCallers += 1
    if operation.waiters.isEmpty && (configuration.isData || operation.kind == .first) {
      // The last caller of a first load left: the load is cancelled before the caller
      // returns. A page belongs to the list and goes on.
      coverage.abandoned += 1
      cancel(&expectation)
    }
    returned(caller, &expectation)
    return expectation
  }

  private mutating func answer(_ answer: ScheduleAction.Answer) -> Expectation? {
    guard let operation, case .live = operation.attempt else { return nil }
    var expectation = Expectation()
    expectation.isAsynchronous = true
    switch answer {
    case .page(let fresh, let duplicate, let repeatInPage, let next, let previous):
      let (ids, cursor, key) = makePage(
        fresh: fresh, duplicate: duplicate, repeatInPage: repeatInPage, next: next,
        kind: operation.kind)
      let previousCursor = previousCursor(previous, kind: operation.kind)
      // A previous page's own `next` points below it: a fresh cursor, for a window that
      // drops the pages under it.
      let pageCursor = operation.kind == .previousPage ? freshCursorValue() : cursor
      expectation.answer = .items(ids, cursor: pageCursor, previous: previousCursor)
      if operation.kind == .previousPage {
        succeedPrevious(ids, previous: previousCursor, next: pageCursor, &expectation)
      } else {
        succeed(ids, key: key, previous: previousCursor, &expectation)
      }
    case .failure(let failure):
      expectation.answer = .failure(failure)
      fail(FailureTag(failure), &expectation)
    case .cancellationError, .urlCancelled:
      expectation.answer = answer == .cancellationError ? .cancellationError : .urlCancelled
      // A cancellation nobody asked for is still not a failure: back to the origin.
      coverage.unrequestedCancellations += 1
      state = origin
      leading = leadingOrigin
      record(.loadCancelled)
      finish(&expectation)
    }
    return expectation
  }

  private mutating func advance(_ advance: ScheduleAction.Advance) -> Expectation? {
    let target: Duration
    switch advance {
    case .toDeadline:
      guard let deadline = pendingDeadline else { return nil }
      target = deadline
    case .by(let seconds):
      target = now + .seconds(seconds)
    }
    var expectation = Expectation()
    expectation.isAsynchronous = true
    guard target > now else { return expectation }
    now = target
    guard let operation else { return expectation }
    switch operation.attempt {
    case .live(let call, let timer?) where timer <= now:
      // The attempt timed out: its fetch is told to stop, and the timeout is a failure.
      coverage.timeouts += 1
      stopCall(call, &expectation)
      fail(.timedOut(configuration.timeout ?? .zero), &expectation)
    case .backoff(let until) where until <= now:
      beginAttempt(&expectation)
    default:
      break
    }
    return expectation
  }

  // MARK: - Results

  private mutating func fail(_ failure: FailureTag, _ expectation: inout Expectation) {
    guard var operation else { return }
    if operation.retries + 1 < configuration.maxAttempts && failure != .fatal {
      operation.retries += 1
      retryCount = operation.retries
      let deadline = now + ScheduleConfiguration.retryDelay(operation.retries)
      operation.attempt = .backoff(until: deadline)
      self.operation = operation
      expectation.sleeps.append(deadline)
      coverage.retries += 1
      return
    }
    if operation.kind == .previousPage {
      leading = .failure(failure)
      record(.loadFailed)
      coverage.failures += 1
      finish(&expectation)
      return
    }
    state =
      switch state {
      case .initialLoading, .retrying: .failure(failure)
      case .refreshing(let value): .refreshFailure(value, failure)
      case .loadingMore(let value): .loadMoreFailure(value, failure)
      default: preconditionFailure("a failure without a load")
      }
    record(.loadFailed)
    coverage.failures += 1
    finish(&expectation)
  }

  private mutating func succeed(
    _ ids: [Int], key: Int?, previous: Int?, _ expectation: inout Expectation
  ) {
    guard let operation else { return }
    if configuration.isData {
      loadedAt = now
      state = .success(ids)
      record(.loadSucceeded)
      finish(&expectation)
      return
    }
    switch operation.kind {
    case .first:
      let kept = removingDuplicates(ids, after: [])
      pages = [kept]
      links = [PageLinks(key: nil, previous: previous, next: key)]
      next = key
      followed = key.map { [$0] } ?? []
      if let previous { followed.insert(previous) }
      loadedAt = now
      state = key != nil ? .success(kept) : .endReached(kept)
      leading = previous != nil ? .available : .startReached
      record(.loadSucceeded)
    case .nextPage:
      if let key, followed.contains(key) {
        // Following the cursor would loop: the page is rejected and the pages kept.
        coverage.repeatedCursors += 1
        state = .loadMoreFailure(list, .repeatedCursor(String(key)))
        record(.loadFailed)
        finish(&expectation)
        return
      }
      var dropped = false
      if let maxPages = configuration.maxPages, pages.count + 1 > maxPages {
        let count = pages.count + 1 - maxPages
        for link in links.prefix(count) {
          if let previous = link.previous { followed.remove(previous) }
        }
        pages.removeFirst(count)
        links.removeFirst(count)
        coverage.windowDrops += 1
        dropped = true
      }
      pages.append(removingDuplicates(ids, after: list))
      links.append(PageLinks(key: operation.argument, previous: previous, next: key))
      next = key
      if let key { followed.insert(key) }
      state = key != nil ? .success(list) : .endReached(list)
      if dropped { leading = links.first?.previous != nil ? .available : .startReached }
      record(.loadSucceeded)
    case .previousPage:
      preconditionFailure("a previous page ends in succeedPrevious")
    }
    finish(&expectation)
  }

  /// Puts a previous page before the kept ones: a repeated `previous` cursor fails it; the
  /// window drops the last pages, and the trailing end loads from the last kept page's `next`.
  private mutating func succeedPrevious(
    _ ids: [Int], previous: Int?, next pageNext: Int?, _ expectation: inout Expectation
  ) {
    guard let operation else { return }
    if let previous, followed.contains(previous) {
      coverage.repeatedCursors += 1
      leading = .failure(.repeatedCursor(String(previous)))
      record(.loadFailed)
      finish(&expectation)
      return
    }
    var dropped = 0
    if let maxPages = configuration.maxPages, pages.count + 1 > maxPages {
      dropped = pages.count + 1 - maxPages
      for link in links.suffix(dropped) {
        if let next = link.next { followed.remove(next) }
      }
      pages.removeLast(dropped)
      links.removeLast(dropped)
      coverage.windowDrops += 1
    }
    let wasEnd = state.isEndReached
    pages.insert(removingDuplicates(ids, after: list), at: 0)
    links.insert(PageLinks(key: operation.argument, previous: previous, next: pageNext), at: 0)
    if let previous { followed.insert(previous) }
    if dropped > 0 {
      next = links.last?.next
      if let next { followed.insert(next) }
      state = next != nil ? .success(list) : .endReached(list)
    } else {
      state = wasEnd ? .endReached(list) : .success(list)
    }
    leading = previous != nil ? .available : .startReached
    record(.loadSucceeded)
    finish(&expectation)
  }

  private mutating func freshCursorValue() -> Int {
    defer { freshCursor += 1 }
    return freshCursor
  }

  /// The `previous` cursor of a first or previous page of a cursor source (`nil` for a next
  /// page's end, and always for a keyset source): fresh, none, or one followed before.
  private mutating func previousCursor(_ previous: ScheduleAction.Next, kind: OperationKind)
    -> Int?
  {
    guard case .cursor = configuration.source else { return nil }
    switch previous {
    case .end: return nil
    case .more: return freshCursorValue()
    case .repeated:
      if kind == .previousPage, let followedCursor = followed.min() { return followedCursor }
      return freshCursorValue()
    }
  }

  private mutating func removingDuplicates(_ ids: [Int], after kept: [Int]) -> [Int] {
    guard configuration.removesDuplicates else { return ids }
    var seen = Set(kept)
    let result = ids.filter { seen.insert($0).inserted }
    coverage.duplicatesDropped += ids.count - result.count
    return result
  }

  /// The ids of a page answer, its cursor (cursor sources) and the key of the page after it
  /// (the cursor, or a keyset's last id; `nil` at the end).
  private mutating func makePage(
    fresh: Int, duplicate: Bool, repeatInPage: Bool, next: ScheduleAction.Next,
    kind: OperationKind
  ) -> (ids: [Int], cursor: Int?, key: Int?) {
    func freshIDs(_ count: Int) -> [Int] {
      (0..<count).map { _ in
        defer { freshID += 1 }
        return freshID
      }
    }
    var ids: [Int] = []
    let loaded = list
    if duplicate, !loaded.isEmpty { ids.append(loaded[loaded.count / 2]) }
    let newIDs = freshIDs(fresh)
    if repeatInPage, let first = newIDs.first { ids.append(first) }
    ids += newIDs
    switch configuration.source {
    case .data:
      if ids.isEmpty { ids = freshIDs(1) }
      return (ids, nil, nil)
    case .cursor:
      let cursor: Int?
      switch next {
      case .more:
        cursor = freshCursor
        freshCursor += 1
      case .end:
        cursor = nil
      case .repeated:
        if let followedCursor = followed.min() {
          cursor = followedCursor
        } else {
          cursor = freshCursor
          freshCursor += 1
        }
      }
      return (ids, cursor, cursor)
    case .keyset(let pageSize):
      switch next {
      case .end:
        ids = Array(ids.prefix(pageSize - 1))
      case .more:
        ids += freshIDs(max(1, pageSize - ids.count))
      case .repeated:
        if kind == .nextPage, let followedKey = followed.min() {
          ids += freshIDs(max(0, pageSize - 1 - ids.count))
          ids.append(followedKey)
        } else {
          ids += freshIDs(max(1, pageSize - ids.count))
        }
      }
      return (ids, nil, ids.count >= pageSize ? ids.last : nil)
    }
  }
}

/// What the schedules of a run exercised.
struct ScheduleCoverage: Sendable {
  var schedules = 0
  var steps = 0
  var skipped = 0
  var joins = 0
  var cancels = 0
  var cancelledCallers = 0
  var abandoned = 0
  var cancelledFirst = 0
  var supersededPages = 0
  var unrequestedCancellations = 0
  var failures = 0
  var retries = 0
  var timeouts = 0
  var lateAnswers = 0
  var repeatedCursors = 0
  var duplicatesDropped = 0
  var windowDrops = 0
  var staleRevalidations = 0
  var previousPages = 0
  var transitions = 0

  mutating func add(_ other: ScheduleCoverage) {
    schedules += other.schedules
    steps += other.steps
    skipped += other.skipped
    joins += other.joins
    cancels += other.cancels
    cancelledCallers += other.cancelledCallers
    abandoned += other.abandoned
    cancelledFirst += other.cancelledFirst
    supersededPages += other.supersededPages
    unrequestedCancellations += other.unrequestedCancellations
    failures += other.failures
    retries += other.retries
    timeouts += other.timeouts
    lateAnswers += other.lateAnswers
    repeatedCursors += other.repeatedCursors
    duplicatesDropped += other.duplicatesDropped
    windowDrops += other.windowDrops
    staleRevalidations += other.staleRevalidations
    previousPages += other.previousPages
    transitions += other.transitions
  }

  var summary: String {
    "\(schedules) schedules, \(steps) steps (\(skipped) skipped), \(transitions) transitions; "
      + "faults: \(failures) failures, \(retries) retries, \(timeouts) timeouts, "
      + "\(unrequestedCancellations) unrequested cancellations, \(lateAnswers) late answers, "
      + "\(repeatedCursors) repeated cursors, \(duplicatesDropped) duplicate ids dropped; "
      + "\(cancels) cancellations (\(abandoned) by the last caller leaving), "
      + "\(cancelledCallers) callers cancelled, \(cancelledFirst) callers cancelled before "
      + "calling, \(joins) joins, \(supersededPages) pages superseded by a refresh, "
      + "\(windowDrops) window drops, \(staleRevalidations) stale revalidations, "
      + "\(previousPages) previous-page loads"
  }
}
