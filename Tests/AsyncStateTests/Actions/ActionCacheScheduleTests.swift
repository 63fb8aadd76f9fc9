import AsyncState
import AsyncStateTesting
import Testing

/// Model-based schedules of actions and loads on one cache key: two ``ActionRunner``s whose
/// ``CacheEffect`` changes the same entry optimistically, and a screen that refreshes that
/// entry, in seeded random interleavings with every request answered in any order — checked
/// after each step against a model of the cache's rules: the change shows when the action
/// starts, one entry's mutations run one at a time in order, a failure rolls back to the value
/// before (keeping the changes still pending), and nothing is rolled back over a load that
/// ended meanwhile.
@MainActor
@Suite struct ActionCacheScheduleTests {
  static let schedules = 120
  static let steps = 30

  /// The entry: a list of tags; each load answers with the list the test chose.
  struct TagsQuery: DataQuery {
    let loads: ControlledFetch<Int, [Int], LoadFailure>
    func fetch() async throws(LoadFailure) -> [Int] { try await loads.fetch(0) }
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }

  /// What the cache and the runners should show.
  struct Model {
    struct Mutation {
      let runner: Int
      let tag: Int
      let change: Int?
    }

    var value: [Int]?
    var isLoading = false
    var base: [Int]?
    var pending: [(id: Int, tag: Int)] = []
    /// Whether no load ended since the log last wrote the value.
    var logIsCurrent = true
    var nextChange = 0
    /// The actions in mutation order: the first one performs.
    var mutations: [Mutation] = []
    var runners: [ActionState<Int, LoadFailure>] = [.idle, .idle]

    mutating func run(_ runner: Int, tag: Int) -> Bool {
      runners[runner].start()
      var change: Int?
      if var value {
        if pending.isEmpty || !logIsCurrent {
          base = value
          pending = []
        }
        nextChange += 1
        pending.append((nextChange, tag))
        value.append(tag)
        self.value = value
        logIsCurrent = true
        change = nextChange
      }
      mutations.append(Mutation(runner: runner, tag: tag, change: change))
      return mutations.count == 1  // performs now
    }

    /// The performing action ends. Returns whether another one performs now.
    mutating func end(succeeded: Bool) -> Bool {
      let mutation = mutations.removeFirst()
      if let id = mutation.change, let index = pending.firstIndex(where: { $0.id == id }) {
        if !logIsCurrent || base == nil {
          base = nil
          pending = []
        } else {
          let change = pending.remove(at: index)
          if succeeded {
            base = pending.isEmpty ? nil : base.map { $0 + [change.tag] }
          } else {
            var restored = base!
            for other in pending { restored.append(other.tag) }
            if pending.isEmpty { base = nil }
            value = restored
            logIsCurrent = true
          }
        }
      }
      if succeeded {
        runners[mutation.runner].succeed(with: mutation.tag * 10)
      } else {
        runners[mutation.runner].fail(with: .offline)
      }
      return !mutations.isEmpty
    }

    mutating func loadEnded(with result: Result<[Int], LoadFailure>) {
      isLoading = false
      if case .success(let list) = result {
        value = list
        logIsCurrent = false
      }
    }
  }

  @Test(.hangGuard)
  func randomSchedulesMatchTheModel() async throws {
    var rollbacksOverNewerData = 0
    var rollbacks = 0
    for seed in 0..<UInt64(Self.schedules) {
      let (problem, counts) = try await run(seed: seed)
      rollbacksOverNewerData += counts.overNewer
      rollbacks += counts.rollbacks
      if let problem {
        Issue.record("seed \(seed): \(problem)")
        return
      }
    }
    #expect(rollbacks > 0)
    #expect(rollbacksOverNewerData > 0)
    print(
      "Action/cache schedules: \(Self.schedules) × \(Self.steps) steps, rollbacks \(rollbacks), "
        + "failures after newer data \(rollbacksOverNewerData)")
  }

  func run(seed: UInt64) async throws -> (String?, (rollbacks: Int, overNewer: Int)) {
    var random = SplitMix64(seed: seed &* 0x2545_F491 &+ 7)
    let cache = LoaderCache(configuration: CacheConfiguration(clock: ManualClock()))
    let loads = ControlledFetch<Int, [Int], LoadFailure>()
    let actions = ControlledFetch<Int, Int, LoadFailure>()
    let query = TagsQuery(loads: loads)
    let screen = cache.loader(for: query)
    let runners = (0..<2).map { _ in
      ActionRunner<Int, Int, LoadFailure>(
        effects: [.update(query, in: cache) { tags, tag in tags.append(tag) }]
      ) { tag throws(LoadFailure) in
        try await actions.fetch(tag)
      }
    }
    var model = Model()
    var loadCall: ControlledFetch<Int, [Int], LoadFailure>.Call?
    var actionCall: ControlledFetch<Int, Int, LoadFailure>.Call?
    var tasks: [Task<Void, Never>] = []
    var history: [String] = []
    var counts = (rollbacks: 0, overNewer: 0)
    var nextTag = 1

    func check() -> String? {
      if cache.value(for: query) != model.value {
        return "the value is \(String(describing: cache.value(for: query))), expected "
          + String(describing: model.value)
      }
      for index in 0..<2 where runners[index].state != model.runners[index] {
        return "runner \(index) is \(runners[index].state), expected \(model.runners[index])"
      }
      return nil
    }
    func failure(_ problem: String) -> (String?, (Int, Int)) {
      ("\(problem)\n  after: \(history.joined(separator: ", "))", counts)
    }

    for _ in 0..<Self.steps {
      switch random.below(6) {
      case 0, 1:
        // An idle runner acts — when its change or its request shows it started.
        let index = random.below(2)
        guard !model.runners[index].isRunning, model.value != nil || model.mutations.isEmpty
        else { continue }
        let tag = nextTag
        nextTag += 1
        history.append("run(\(index), \(tag))")
        let performs = model.run(index, tag: tag)
        let runner = runners[index]
        tasks.append(Task { await runner.run(tag) })
        if performs {
          actionCall = try await actions.nextCall()
          if actionCall?.argument != tag { return failure("performed \(actionCall!.argument)") }
        }
        guard await until({ cache.value(for: query) == model.value && runner.state.isRunning })
        else { return failure(check() ?? "the action did not start") }
      case 2:
        guard !model.isLoading else { continue }
        history.append("refresh")
        model.isLoading = true
        tasks.append(Task { await screen.refresh() })
        loadCall = try await loads.nextCall()
      case 3:
        guard model.isLoading, let call = loadCall else { continue }
        let result: Result<[Int], LoadFailure> =
          random.below(3) == 0 ? .failure(.offline) : .success([100 + random.below(50)])
        history.append("load \(result)")
        model.loadEnded(with: result)
        loadCall = nil
        _ = call.complete(with: result)
        guard await until({ !screen.state.isLoading && cache.value(for: query) == model.value })
        else { return failure(check() ?? "the load did not end") }
      case 4, 5:
        guard let call = actionCall, let head = model.mutations.first else { continue }
        let succeeded = random.below(2) == 0
        history.append(succeeded ? "action \(head.tag) succeeds" : "action \(head.tag) fails")
        if !succeeded, head.change != nil {
          if model.logIsCurrent { counts.rollbacks += 1 } else { counts.overNewer += 1 }
        }
        let performsNext = model.end(succeeded: succeeded)
        actionCall = nil
        if succeeded {
          _ = call.succeed(with: head.tag * 10)
        } else {
          _ = call.fail(with: .offline)
        }
        if performsNext {
          actionCall = try await actions.nextCall()
          if actionCall?.argument != model.mutations[0].tag {
            return failure("performed \(actionCall!.argument), expected \(model.mutations[0].tag)")
          }
        }
        let runner = runners[head.runner]
        let expected = model.runners[head.runner]
        guard await until({ runner.state == expected && cache.value(for: query) == model.value })
        else { return failure(check() ?? "the action did not end") }
      default:
        continue
      }
      if let problem = check() { return failure(problem) }
    }
    // End: answer what is pending, one by one, in order; then everything settles.
    while let call = actionCall {
      _ = model.end(succeeded: true)
      _ = call.succeed(with: 0)
      actionCall = model.mutations.isEmpty ? nil : try await actions.nextCall()
    }
    _ = loadCall?.succeed(with: [])
    for task in tasks { await task.value }
    return (nil, counts)
  }

  /// Waits until `condition` holds — requests answer off the main actor and the runners hop
  /// back — and returns whether it did within 20 seconds (microseconds in practice).
  private func until(_ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(20))
    while !condition() {
      guard clock.now < deadline, !Task.isCancelled else { return false }
      await Task.yield()
    }
    return true
  }
}
