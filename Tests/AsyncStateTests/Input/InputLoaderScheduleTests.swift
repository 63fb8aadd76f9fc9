import AsyncState
import AsyncStateTesting
import Testing

/// Model-based schedules for `InputLoader`: seeded random interleavings of input changes
/// (typing, an undo inside the debounce, the empty input), submits, time passing, answers in
/// any order (late answers of replaced inputs included), retries, cancels and resets, each
/// step checked against ``InputLoaderModel``: the state, which input the value and the
/// failure belong to, the debounce, and every fetch call with its argument.
///
/// A failure prints the seed and the schedule up to the step that diverged.
@MainActor
@Suite struct InputLoaderScheduleTests {
  static let schedules = 150
  static let steps = 40
  static let debounce = Duration.milliseconds(300)
  static let inputs = ["", "a", "ab", "abc", "b"]

  enum Step: CustomStringConvertible {
    case type(String)
    case submit
    case advance(Duration)
    case answer(Int, Result<String, LoadFailure>)
    case retry
    case cancel
    case reset

    var description: String {
      switch self {
      case .type(let text): "type(\"\(text)\")"
      case .submit: "submit"
      case .advance(let duration): "advance(\(duration))"
      case .answer(let index, .success(let value)): "answer(#\(index), \(value))"
      case .answer(let index, .failure): "answer(#\(index), failure)"
      case .retry: "retry"
      case .cancel: "cancel"
      case .reset: "reset"
      }
    }
  }

  @Test(.hangGuard)
  func randomSchedulesMatchTheModel() async throws {
    var coverage = Coverage()
    for seed in 0..<UInt64(Self.schedules) {
      let failure = try await run(seed: seed, coverage: &coverage)
      if let failure {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
    // The schedules reached what they are for.
    #expect(coverage.lateAnswers > 0)
    #expect(coverage.kept > 0)
    #expect(coverage.failuresKept > 0)
    #expect(coverage.debounced > 0)
    #expect(coverage.superseded > 0)
    print("Input schedules: \(Self.schedules) × \(Self.steps) steps, \(coverage)")
  }

  struct Coverage: CustomStringConvertible {
    var lateAnswers = 0
    var kept = 0
    var failuresKept = 0
    var debounced = 0
    var superseded = 0

    var description: String {
      "late answers \(lateAnswers), values kept \(kept), failures over kept values "
        + "\(failuresKept), debounced changes \(debounced), superseded loads \(superseded)"
    }
  }

  /// Runs one schedule; returns a description of the first divergence, or `nil`.
  func run(seed: UInt64, coverage: inout Coverage) async throws -> String? {
    var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 1)
    let clock = ManualClock()
    let fetch = ControlledFetch<String, String, LoadFailure>()
    let loader = InputLoader(
      input: "",
      debounce: Self.debounce, isEmpty: { $0.isEmpty },
      configuration: .init(clock: clock),
      fetch: fetch.fetch)
    var model = InputLoaderModel(debounce: Self.debounce)
    var calls: [ControlledFetch<String, String, LoadFailure>.Call] = []
    var answered: Set<Int> = []
    var tasks: [Task<Void, Never>] = []
    var history: [Step] = []

    for _ in 0..<Self.steps {
      let step = nextStep(&random, model: model, calls: calls.count, answered: answered)
      history.append(step)
      let callsBefore = model.calls.count
      let liveBefore = model.current?.call
      switch step {
      case .type(let text):
        model.type(text)
        loader.input = text
        if model.isDebouncing { coverage.debounced += 1 }
      case .submit:
        model.submit()
        loader.submit()
      case .advance(let duration):
        if model.isDebouncing { try await clock.waitForSleepers(count: 1) }
        let fires = model.deadline.map { $0 <= model.now + duration } ?? false
        model.advance(by: duration)
        clock.advance(by: duration)
        if fires {
          // The deadline hops to the main actor to apply the input.
          guard await until({ !loader.isDebouncing }) else {
            return failure("the debounce did not end", history)
          }
        }
      case .answer(let index, let result):
        let isLive = model.current?.call == index
        model.answer(index, with: result)
        answered.insert(index)
        _ = calls[index].complete(with: result)
        if isLive {
          guard await until({ loader.state == model.state }) else {
            return failure(
              "the state stayed \(loader.state), expected \(model.state)", history)
          }
        } else {
          coverage.lateAnswers += 1
          for _ in 0..<3 { await Task.yield() }
        }
      case .retry:
        model.retry()
        tasks.append(Task { await loader.retry() })
      case .cancel:
        model.cancel()
        loader.cancel()
      case .reset:
        model.reset()
        loader.reset()
      }
      if let liveBefore, model.current?.call != liveBefore, !answered.contains(liveBefore) {
        coverage.superseded += 1
      }
      // Every call the model expects arrives, with its argument.
      for index in callsBefore..<model.calls.count {
        let call = try await fetch.nextCall()
        calls.append(call)
        guard call.argument == model.calls[index] else {
          return failure(
            "call #\(index) for \"\(call.argument)\", expected "
              + "\"\(model.calls[index])\"", history)
        }
      }
      if model.state.value != nil, model.loadedInput != model.submitted { coverage.kept += 1 }
      if case .refreshFailure = model.state, model.previous != nil { coverage.failuresKept += 1 }
      if let problem = compare(loader, model) { return failure(problem, history) }
    }
    // End: cancel, answer every call (late answers change nothing), free the loader.
    loader.cancel()
    model.cancel()
    for (index, call) in calls.enumerated() where !answered.contains(index) {
      _ = call.succeed(with: "late")
    }
    for task in tasks { await task.value }
    for _ in 0..<3 { await Task.yield() }
    if let problem = compare(loader, model) { return failure(problem, history) }
    guard fetch.callCount == model.calls.count else {
      return failure("\(fetch.callCount) calls, expected \(model.calls.count)", history)
    }
    return nil
  }

  private func failure(_ problem: String, _ history: [Step]) -> String {
    "\(problem)\n  after: \(history.map(\.description).joined(separator: ", "))"
  }

  private func compare(
    _ loader: InputLoader<String, DataLoader<String, LoadFailure>>, _ model: InputLoaderModel
  ) -> String? {
    if loader.state != model.state {
      return "the state is \(loader.state), expected \(model.state)"
    }
    if loader.submittedInput != model.submitted {
      return "submittedInput is \(String(describing: loader.submittedInput)), expected "
        + String(describing: model.submitted)
    }
    if loader.loadedInput != model.loadedInput {
      return "loadedInput is \(String(describing: loader.loadedInput)), expected "
        + String(describing: model.loadedInput)
    }
    if loader.failedInput != model.failedInput {
      return "failedInput is \(String(describing: loader.failedInput)), expected "
        + String(describing: model.failedInput)
    }
    if loader.isDebouncing != model.isDebouncing {
      return "isDebouncing is \(loader.isDebouncing), expected \(model.isDebouncing)"
    }
    return nil
  }

  /// Waits until `condition` holds — the fetch returns off the main actor and the loader
  /// hops back — and returns whether it did within 20 seconds (microseconds in practice: the
  /// bound only turns a loader that never gets there into a failure with its schedule).
  private func until(_ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(20))
    while !condition() {
      guard clock.now < deadline, !Task.isCancelled else { return false }
      await Task.yield()
    }
    return true
  }

  private func nextStep(
    _ random: inout SplitMix64, model: InputLoaderModel, calls: Int, answered: Set<Int>
  ) -> Step {
    let unanswered = (0..<calls).filter { !answered.contains($0) }
    while true {
      switch random.below(16) {
      case 0..<5:
        return .type(Self.inputs[random.below(Self.inputs.count)])
      case 5:
        return .submit
      case 6..<9:
        return .advance(random.below(2) == 0 ? .milliseconds(100) : .milliseconds(300))
      case 9..<13 where !unanswered.isEmpty:
        // Any pending call: the live one, or a late answer of a replaced input.
        let index = unanswered[random.below(unanswered.count)]
        let result: Result<String, LoadFailure> =
          random.below(3) == 0 ? .failure(.offline) : .success("v\(index)")
        return .answer(index, result)
      case 13 where model.current != nil && model.current?.call == nil:
        return .retry
      case 14:
        return .cancel
      case 15 where random.below(3) == 0:
        return .reset
      default:
        continue
      }
    }
  }
}
