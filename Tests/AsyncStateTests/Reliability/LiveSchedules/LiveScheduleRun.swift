import AsyncStateTesting

@testable import AsyncState

/// One live-source schedule, run against a real `DataLoader` and ``LiveModel`` side by side:
/// after each action the runner waits for the events the model says follow (a stream made
/// or ended, a transition, a caller returning, a restart's sleep), then compares everything.
@MainActor
final class LiveScheduleRun {
  let seed: UInt64
  let clock = ManualClock()
  let events = LiveScheduleEvents()
  private(set) var model: LiveModel
  private var loader: DataLoader<Int, any Error>?
  private var observation: StateObservation?
  private var transitions: [(LiveSnapshot, TransitionCause)] = []
  private var returned: Set<Int> = []
  private var callers: [Task<Void, Never>] = []
  private(set) var actions: [LiveScheduleAction] = []
  private var generator: SplitMix64

  init(seed: UInt64) {
    self.seed = seed
    generator = SplitMix64(seed: seed)
    let maxAttempts = 1 + generator.below(4)
    let initial: LiveSnapshot = generator.below(3) == 0 ? .success(7) : .idle
    model = LiveModel(initialState: initial, maxAttempts: maxAttempts)
    configuration = "maxAttempts \(maxAttempts), initial \(initial)"
    let retry = RetryPolicy.exponential(
      maxAttempts: maxAttempts, initialDelay: .seconds(1), multiplier: 2,
      maxDelay: .seconds(10), jitter: 0)
    let events = events
    let loader = DataLoader<Int, any Error>(
      initialState: initial == .idle ? .idle : .success(7),
      configuration: .init(retry: retry, clock: clock),
      stream: { events.makeStream() })
    self.loader = loader
    observation = loader.observe { [weak self] state, cause in
      self?.transitions.append((LiveSnapshot(state), cause))
      self?.events.signal()
    }
  }

  /// The loader's configuration, for a failure's report.
  let configuration: String

  /// The first difference from the model, once ``run(count:watchdog:)`` ended; `nil` when
  /// the loader matched it throughout.
  private(set) var problem: String?

  /// Runs `count` random actions, then cancels and releases the loader, and records the
  /// first difference from the model in ``problem``.
  func run(count: Int, watchdog: ScheduleWatchdog) async {
    problem = await run(count: count) { watchdog.progress() }
  }

  private func run(count: Int, progress: () -> Void) async -> String? {
    do {
      for _ in 0..<count {
        let action = LiveScheduleAction.random(for: model, using: &generator)
        actions.append(action)
        try await perform(action)
        progress()
        if let problem = compare() { return "after \(action): \(problem)" }
      }
      // Half the schedules with no caller waiting and no restart pending let the loader go
      // as it is, its subscription open: its release must stop it. The others cancel first.
      let releasesAsItIs =
        model.waiters.isEmpty && model.subscription == .streaming && generator.below(2) == 0
      if !releasesAsItIs {
        actions.append(.cancel)
        try await perform(.cancel)
        if let problem = compare() { return "after the final cancel: \(problem)" }
      }
      return try await release()
    } catch {
      return "\(error)"
    }
  }

  private func perform(_ action: LiveScheduleAction) async throws(LiveScheduleStall) {
    guard let loader else { return }
    let subscriptionTask = loader.live?.task
    switch action {
    case .load, .refresh:
      let id = callers.count
      await startCaller(id) {
        if action == .load { await loader.load() } else { await loader.refresh() }
      }
      model.call(action, caller: id)
    case .cancel:
      loader.cancel()
      model.cancel()
    case .reset:
      loader.reset()
      model.reset()
    case .cancelCaller(let index):
      guard !model.waiters.isEmpty else { return }
      let id = model.waiters[index % model.waiters.count]
      callers[id].cancel()
      model.cancelCaller(index)
      try await events.until("caller \(id) to return") { returned.contains(id) }
    case .element(let value):
      events.stream(model.made - 1).yield(value)
      model.element(value)
    case .fail(let code):
      events.stream(model.made - 1).finish(throwing: StreamFailure(code: code))
      model.fail(code)
    case .finish:
      events.stream(model.made - 1).finish()
      model.finish()
    case .advance:
      guard case .restarting(let deadline) = model.subscription else { return }
      clock.advance(by: .seconds(deadline) - clock.elapsed)
      model.advance()
    }
    try await settle(after: action, subscriptionTask: subscriptionTask)
  }

  /// Waits for what the model says `action` caused.
  private func settle(
    after action: LiveScheduleAction, subscriptionTask: Task<Void, Never>?
  ) async throws(LiveScheduleStall) {
    let model = model
    if let deadline = model.sleeps.last, case .fail = action, case .restarting = model.subscription
    {
      let sleep: Duration
      do {
        sleep = try await clock.offset(of: clock.nextSleep())
      } catch {
        throw LiveScheduleStall(waitingFor: "the restart's sleep until \(deadline) s")
      }
      guard sleep == .seconds(deadline) else {
        throw LiveScheduleStall(
          difference: "the restart sleeps until \(sleep), expected \(deadline) s")
      }
    }
    if model.subscription == .none, let subscriptionTask,
      action == .finish || action.isFailure
    {
      // The loader notices the end on its subscription's task.
      await subscriptionTask.value
    }
    if let loader {
      // Cancellations go through the loader's relay thread.
      await loader.core.operations.relay.delivered()
    }
    try await events.until("\(model.made) streams made") { events.made >= model.made }
    try await events.until("\(model.ended) streams ended") { events.ended >= model.ended }
    try await events.until("\(model.transitions.count) transitions") {
      transitions.count >= model.transitions.count
    }
    try await events.until("callers \(model.returned.sorted()) to return") {
      model.returned.isSubset(of: returned)
    }
  }

  /// Starts a caller and returns once its call has run up to its first suspension.
  private func startCaller(_ id: Int, _ call: @escaping @MainActor () async -> Void) async {
    await withCheckedContinuation { ready in
      callers.append(
        Task { @MainActor in
          ready.resume()
          await call()
          self.returned.insert(id)
          self.events.signal()
        })
    }
  }

  /// The first difference between the loader and the model, or `nil`.
  private func compare() -> String? {
    guard let loader else { return nil }
    let expected = model.transitions.map { "\($0.0) (\($0.1))" }
    let actual = transitions.map { "\($0.0) (\($0.1))" }
    if expected != actual { return "the transitions are \(actual), expected \(expected)" }
    if LiveSnapshot(loader.state) != model.state {
      return "the state is \(LiveSnapshot(loader.state)), expected \(model.state)"
    }
    if loader.retryCount != model.retryCount {
      return "retryCount is \(loader.retryCount), expected \(model.retryCount)"
    }
    if events.made != model.made { return "\(events.made) streams made, expected \(model.made)" }
    if events.ended != model.ended {
      return "\(events.ended) streams ended, expected \(model.ended)"
    }
    if returned != model.returned {
      return "callers \(returned.sorted()) returned, expected \(model.returned.sorted())"
    }
    if loader.isSubscribed != (model.subscription != .none) {
      return "isSubscribed is \(loader.isSubscribed), expected \(model.subscription)"
    }
    return nil
  }

  /// Releases the loader: it must go, with every stream ended (its release cancels an open
  /// subscription) and no sleeper left.
  private func release() async throws(LiveScheduleStall) -> String? {
    for caller in callers { await caller.value }
    callers = []
    weak let released = loader
    loader = nil
    observation = nil
    if released != nil { return "the loader outlived its last reference" }
    try await events.until("every stream to end") { events.ended == events.made }
    if clock.sleeperCount != 0 { return "\(clock.sleeperCount) sleepers left on the clock" }
    return nil
  }
}

extension LiveScheduleAction {
  fileprivate var isFailure: Bool {
    if case .fail = self { return true }
    return false
  }
}
