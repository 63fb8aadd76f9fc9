import AsyncState
import AsyncStateTesting
import Foundation

/// Why a schedule failed: the schedule, where, and what was wrong.
struct ScheduleFailure: Error, Sendable, CustomStringConvertible {
  var seed: UInt64
  var configuration: ScheduleConfiguration
  /// The schedule's actions up to the failing one (skipped ones included).
  var actions: [ScheduleAction]
  /// The failing step: an index into `actions`, or `actions.count` for the drain at the end.
  var step: Int
  var problem: String

  var description: String {
    let place = step < actions.count ? "step \(step) (\(actions[step]))" : "the drain at the end"
    return "schedule 0x\(String(seed, radix: 16)) [\(configuration)] failed at \(place): "
      + "\(problem)\n  actions: \(actions.map(\.description).joined(separator: ", "))"
  }
}

/// A caller task of a schedule: when it returned, if it did.
@MainActor
final class ScheduleCaller {
  var task: Task<Void, Never>?
  var returnedStep: Int?
  let returned = EventCounter()
}

/// The step a returning caller records.
@MainActor
final class StepBox {
  var step = 0
}

/// The transitions one checked observer saw.
@MainActor
final class TransitionLog {
  var transitions: [ScheduleTransition] = []
}

/// Runs one schedule against a real loader, driven by controlled fetches and a manual clock,
/// and checks every step against ``LoaderModel``.
///
/// Deterministic: the driver waits for each effect the model predicts — a caller returning
/// (a signal it sends), a fetch call (`nextCall()`), a cancellation reaching a call
/// (`cancellation()`), a sleep starting (`nextSleep()`), a dropped answer's ``Lease`` going
/// away, a transition (a synchronisation observer) — never for time to pass. A prediction
/// that does not come true leaves the driver waiting; the ``ScheduleWatchdog`` then cancels
/// the run, which reports what it was waiting for.
@MainActor
final class ScheduleRun {
  enum Source {
    /// Actions chosen as the schedule goes, from its generator.
    case generate(SplitMix64, length: Int)
    /// These actions, as recorded (a failing schedule, shrunk or not).
    case replay([ScheduleAction])
  }

  private struct Stop: Error {
    var problem: String
  }

  let seed: UInt64
  let configuration: ScheduleConfiguration
  private let variant: ScheduleVariant
  private let watchdog: ScheduleWatchdog?
  private let fetches = ScheduleFetches()
  private let clock = ManualClock()
  private var subject: (any ScheduleSubject)?
  private var model: LoaderModel
  private var callers: [ScheduleCaller] = []
  private let stepBox = StepBox()
  private var live: (id: Int, call: ScheduleCall)?
  /// The call that was running when the step began: the one a step may tell to stop. Held
  /// only until then, so that an answer it gets is the loader's alone to keep or drop.
  private var runningAtStepStart: (id: Int, call: ScheduleCall)?
  private var stale: [Int: ScheduleCall] = [:]
  private let logs = [TransitionLog(), TransitionLog()]
  private let synchronized = EventCounter()
  private var observations: [StateObservation] = []
  private var readers: [(reader: StatesReader, expected: [Snapshot], from: Int)] = []
  private var actions: [ScheduleAction] = []
  private var waitingFor = ""
  private var checkedTransitions = 0

  init(
    seed: UInt64, configuration: ScheduleConfiguration, variant: ScheduleVariant,
    watchdog: ScheduleWatchdog?
  ) {
    self.seed = seed
    self.configuration = configuration
    self.variant = variant
    self.watchdog = watchdog
    model = LoaderModel(configuration)
  }

  /// Runs the schedule; returns its failure, if any, and what it exercised.
  func run(_ source: Source) async -> (failure: ScheduleFailure?, coverage: ScheduleCoverage) {
    let failure = await execute(source)
    var coverage = model.coverage
    coverage.schedules = 1
    coverage.steps = actions.count
    coverage.transitions = model.transitions.count
    return (failure, coverage)
  }

  private func execute(_ source: Source) async -> ScheduleFailure? {
    makeSubject()
    var generator: SplitMix64?
    let length: Int
    switch source {
    case .generate(let seeded, let count):
      generator = seeded
      length = count
    case .replay(let recorded):
      length = recorded.count
    }
    do {
      for index in 0..<length {
        if index == length / 2 { subscribe() }
        let action: ScheduleAction
        switch source {
        case .generate:
          action = ScheduleGenerator.action(for: model, using: &generator!)
        case .replay(let recorded):
          action = recorded[index]
        }
        actions.append(action)
        try await step(action, index: index)
      }
      try await drain()
    } catch let stop as Stop {
      await cleanUpAfterFailure()
      return failure(stop.problem)
    } catch {
      let failure = failure(
        "stopped while waiting for \(waitingFor) (the watchdog cancelled the run)")
      await cleanUpAfterFailure()
      return failure
    }
    return nil
  }

  /// After a failure: stops the real loader and answers every call, so that nothing the run
  /// started stays suspended after the test (LeakSanitizer would report it). Runs in a task
  /// of its own: the run's task may have been cancelled by the watchdog.
  private func cleanUpAfterFailure() async {
    await Task { @MainActor in
      subject?.tearDown()
      for caller in callers { caller.task?.cancel() }
      var calls = stale.values.map { $0 }
      if let live { calls.append(live.call) }
      if let runningAtStepStart { calls.append(runningAtStepStart.call) }
      live = nil
      runningAtStepStart = nil
      stale = [:]
      for channel in LoaderModel.Channel.allCases {
        for _ in 0..<fetches.unclaimedCount(on: channel) {
          if let call = try? await fetches.nextCall(on: channel) { calls.append(call) }
        }
      }
      for call in calls { call.answer(.failure(ModelFailure.fatal)) }
      // Wake every sleep (timers, backoffs): their loads were cancelled by the reset.
      clock.advance(by: .seconds(86_400))
    }.value
  }

  private func failure(_ problem: String) -> ScheduleFailure {
    ScheduleFailure(
      seed: seed, configuration: configuration, actions: actions,
      step: min(model.step, actions.count), problem: problem)
  }

  // MARK: - Setting up

  private func makeSubject() {
    let retry = RetryPolicy.exponential(
      maxAttempts: configuration.maxAttempts, initialDelay: .seconds(1), multiplier: 2,
      maxDelay: .seconds(2), jitter: 0, when: { ($0 as? ModelFailure) != .fatal })
    let loaderConfiguration = LoaderConfiguration(
      staleAfter: configuration.staleAfter, retry: retry, timeout: configuration.timeout,
      clock: clock)
    let real: any ScheduleSubject =
      configuration.isData
      ? DataSubject(
        loaderConfiguration, initialState: configuration.initialState, fetches: fetches)
      : PagingSubject(loaderConfiguration, schedule: configuration, fetches: fetches)
    let subject: any ScheduleSubject =
      if case .real = variant { real } else { BrokenSubject(real, variant: variant) }
    self.subject = subject
    for log in logs {
      observations.append(subject.observe { log.transitions.append($0) })
    }
    let synchronized = synchronized
    observations.append(subject.observeForSynchronization { synchronized.add() })
    subscribe()
  }

  /// Starts a `states` subscription: it must see the state now, then every transition.
  private func subscribe() {
    guard let subject else { return }
    readers.append((subject.statesReader(), [subject.snapshot], model.transitions.count))
  }

  // MARK: - One step

  private func step(_ action: ScheduleAction, index: Int) async throws {
    model.step = index
    stepBox.step = index
    runningAtStepStart = live
    defer { runningAtStepStart = nil }
    guard let expectation = model.apply(action) else { return }
    guard let subject else { return }
    switch action {
    case .call(let call, let cancelledFirst):
      let caller = ScheduleCaller()
      callers.append(caller)
      let started = EventCounter()
      let stepBox = stepBox
      caller.task = Task { @MainActor in
        if cancelledFirst { withUnsafeCurrentTask { $0?.cancel() } }
        // The driver resumes only once this task suspends in the loader or returns: both
        // run on the main actor, and this one goes on synchronously until then.
        started.add()
        switch call {
        case .load: await subject.load()
        case .refresh: await subject.refresh()
        case .loadMore: await subject.loadMore()
        case .retry: await subject.retry()
        case .loadPrevious: await subject.loadPrevious()
        }
        caller.returnedStep = stepBox.step
        caller.returned.add()
      }
      try await wait("caller \(callers.count - 1) to start") { try await started.wait(until: 1) }
    case .cancel:
      subject.cancel()
    case .reset:
      subject.reset()
    case .cancelCaller:
      if let caller = expectation.returning.last { callers[caller].task?.cancel() }
    case .answer:
      guard let (_, call) = live, let answer = expectation.answer else {
        throw Stop(problem: "the model answers a call the driver does not have")
      }
      live = nil
      call.answer(value(of: answer))
    case .late:
      guard let (id, late) = expectation.late, let call = stale.removeValue(forKey: id) else {
        throw Stop(problem: "the model answers a stale call the driver does not have")
      }
      call.answer(lateValue(late))
    case .advance:
      clock.advance(by: model.now - clock.elapsed)
    }

    // The synchronous effects are in place when the action returns: check them before
    // waiting, so a loader that leaves them out fails here rather than stalling.
    if !expectation.isAsynchronous, let problem = check(full: false) {
      throw Stop(problem: problem)
    }
    try await awaitEffects(of: expectation)
    if let problem = check(full: true) { throw Stop(problem: problem) }
    watchdog?.progress()
  }

  private func awaitEffects(of expectation: LoaderModel.Expectation) async throws {
    if expectation.isAsynchronous {
      let count = model.transitions.count
      try await wait("transition \(count)") { try await self.synchronized.wait(until: count) }
    }
    for caller in expectation.returning {
      let record = callers[caller]
      try await wait("caller \(caller) to return") { try await record.returned.wait(until: 1) }
    }
    for (id, behavior) in expectation.cancelled {
      guard let running = runningAtStepStart, running.id == id else {
        throw Stop(problem: "the model cancels call \(id), which was not running")
      }
      runningAtStepStart = nil
      if live?.id == id { live = nil }
      try await stop(running.call, id: id, behavior: behavior)
    }
    if let expected = expectation.newCall {
      let call = try await wait("call \(expected.id) on \(expected.channel)") {
        try await self.fetches.nextCall(on: expected.channel)
      }
      if call.argument != expected.argument {
        throw Stop(
          problem: "call \(expected.id) has argument \(String(describing: call.argument)), "
            + "the model says \(String(describing: expected.argument))")
      }
      live = (expected.id, call)
    }
    for deadline in expectation.sleeps {
      let instant = try await wait("a sleep until \(deadline)") { try await self.clock.nextSleep() }
      let offset = clock.offset(of: instant)
      if offset != deadline {
        throw Stop(problem: "a sleep until +\(offset), the model says +\(deadline)")
      }
    }
    let leases = model.leasesExpected
    try await wait("\(leases) dropped answers") {
      try await self.fetches.leases.wait(until: leases)
    }
  }

  /// Waits until `call` is told to stop; then it stays pending or throws at once.
  private func stop(
    _ call: ScheduleCall, id: Int, behavior: ScheduleConfiguration.StopBehavior
  ) async throws {
    try await wait("call \(id) to be told to stop") { try await call.cancellation() }
    if !call.isCancelled() { throw Stop(problem: "call \(id) ended without being cancelled") }
    // A fetch that honours its cancellation throws at once; the loader drops what it throws.
    switch behavior {
    case .ignores: stale[id] = call
    case .throwsURLError: call.answer(.failure(URLError(.cancelled, userInfo: ["lease": lease()])))
    case .throwsCancellationError: call.answer(.failure(CancellationError()))
    }
  }

  private func wait<Result>(
    _ what: String, _ body: () async throws -> Result
  ) async throws -> Result {
    waitingFor = what
    let result = try await body()
    watchdog?.progress()
    return result
  }

  private func lease() -> Lease {
    Lease(counting: fetches.leases)
  }

  private func value(of answer: LoaderModel.ConcreteAnswer) -> ScheduleAnswerValue {
    switch answer {
    case .items(let ids, let cursor, let previous):
      .items(ids, cursor: cursor, previous: previous, lease: nil)
    case .failure(let failure): .failure(failure)
    case .cancellationError: .failure(CancellationError())
    case .urlCancelled: .failure(URLError(.cancelled))
    }
  }

  /// A late answer carries a lease; its ids are negative, so one applied by mistake shows.
  private func lateValue(_ late: ScheduleAction.Late) -> ScheduleAnswerValue {
    switch late {
    case .value: .items([-1, -2, -3], cursor: -1, lease: lease())
    case .failure: .failure(LeasedFailure(lease()))
    case .cancelled: .failure(URLError(.cancelled, userInfo: ["lease": lease()]))
    }
  }

  // MARK: - Checks

  /// What differs from the model, or `nil`. `full`: the effects that follow asynchronously
  /// (callers returning, calls counted) are in place too.
  private func check(full: Bool) -> String? {
    guard let subject else { return nil }
    let snapshot = subject.snapshot
    if snapshot != model.state { return "the state is \(snapshot), the model says \(model.state)" }
    if subject.leading != model.leading {
      return "previousPages is \(subject.leading), the model says \(model.leading)"
    }
    if subject.retryCount != model.retryCount {
      return "retryCount is \(subject.retryCount), the model says \(model.retryCount)"
    }
    for (index, log) in logs.enumerated() where log.transitions != model.transitions {
      return "observer \(index) saw \(difference(log.transitions, model.transitions))"
    }
    while checkedTransitions < model.transitions.count {
      let before =
        checkedTransitions == 0
        ? ScheduleTransition(
          state: configuration.isData ? configuration.initialState : .idle, cause: .reset)
        : model.transitions[checkedTransitions - 1]
      let transition = model.transitions[checkedTransitions]
      if let problem = TransitionLegality.problem(
        from: before, to: transition, isData: configuration.isData)
      {
        return "transition \(checkedTransitions): \(problem)"
      }
      checkedTransitions += 1
    }
    if !configuration.isData, configuration.removesDuplicates, let ids = snapshot.value,
      Set(ids).count != ids.count
    {
      return "duplicate ids on screen: \(ids)"
    }
    if fetches.live.maximum > 1 {
      return "\(fetches.live.maximum) fetches were in flight at once"
    }
    guard full else { return nil }
    for (index, caller) in model.callers.enumerated() {
      let returnedStep = callers[index].returnedStep
      switch caller {
      case .waiting where returnedStep != nil:
        return "caller \(index) returned at step \(returnedStep ?? -1); the model says it waits"
      case .returned(let step) where returnedStep != step:
        return "caller \(index) returned at step \(returnedStep.map(String.init) ?? "never"), "
          + "the model says \(step)"
      default:
        continue
      }
    }
    if fetches.callCount != model.callCount {
      return "\(fetches.callCount) fetch calls, the model says \(model.callCount)"
    }
    return nil
  }

  private func difference(_ seen: [ScheduleTransition], _ expected: [ScheduleTransition]) -> String
  {
    let common = zip(seen, expected).prefix { $0 == $1 }.count
    let got = common < seen.count ? seen[common].description : "nothing"
    let want = common < expected.count ? expected[common].description : "nothing"
    return "\(got) as transition \(common), the model says \(want)"
  }

  // MARK: - The end

  /// Cancels what runs, answers every fetch still pending, then checks that every caller
  /// returned, that the loader is freed, and that every `states` subscription saw every
  /// transition.
  private func drain() async throws {
    var drainSteps: [ScheduleAction] = [.cancel]
    while let action = drainSteps.popLast() {
      let index = actions.count
      model.step = index
      stepBox.step = index
      runningAtStepStart = live
      guard let expectation = model.apply(action) else { continue }
      switch action {
      case .cancel:
        subject?.cancel()
      case .late:
        if let (id, _) = expectation.late, let call = stale.removeValue(forKey: id) {
          call.answer(lateValue(.value))
        }
      default:
        break
      }
      if let problem = check(full: false) { throw Stop(problem: "drain: \(problem)") }
      try await awaitEffects(of: expectation)
      runningAtStepStart = nil
      if let problem = check(full: true) { throw Stop(problem: "drain: \(problem)") }
      if !model.staleCalls.isEmpty { drainSteps.append(.late(0, .value)) }
    }
    if let waiting = model.waitingCallers.first {
      throw Stop(problem: "caller \(waiting) still waits after the drain")
    }
    if live != nil || !stale.isEmpty { throw Stop(problem: "fetch calls still pending") }

    weak let loader = subject?.loader
    subject = nil
    callers.removeAll()
    if loader != nil { throw Stop(problem: "the loader was not freed") }
    for (index, entry) in readers.enumerated() {
      var seen: [Snapshot] = []
      while let snapshot = await entry.reader.next() { seen.append(snapshot) }
      let expected = entry.expected + model.transitions[entry.from...].map(\.state)
      if seen != expected {
        throw Stop(problem: "states subscription \(index) saw \(seen), expected \(expected)")
      }
    }
  }
}
