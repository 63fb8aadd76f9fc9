import AsyncState

/// Issue 24's row: taps on a Send button, through an ``ActionRunner`` and through the
/// `isSubmitting` view model written by hand (``SubmitViewModel``).
///
/// Burst: 1,000 taps while one action runs. Each tap is a main-actor task created one after
/// the other; the action waits on a gate that a task created after all taps opens, so every
/// tap lands while the action runs. Both send one request: the hand-written guard returns
/// at once, the runner's dropped taps wait for the running action and get its result (what
/// `.disabled` plus a returning `await` needs), which is what the time ratio prices.
///
/// Sequence: 1,000 taps one after the other, each action answering at once: the cost of a
/// whole action (two state changes, the outcome, the hop off the main actor and back).
struct ActionsWorkload: Workload {
  let name = "actions"

  func run(into report: Report) async {
    let taps = report.scale.concurrentCalls
    var burst: (library: [Double], baseline: [Double]) = ([], [])
    var sequence: (library: [Double], baseline: [Double]) = ([], [])
    var requests: (library: Int, baseline: Int) = (0, 0)
    for round in 0..<report.scale.dedupRounds {
      // Alternate which side goes first.
      for side in round.isMultiple(of: 2) ? [true, false] : [false, true] {
        if side {
          let run = await burstLibrary(taps: taps)
          burst.library.append(run.time / Double(taps))
          requests.library = max(requests.library, run.requests)
          sequence.library.append(await sequenceLibrary(taps: taps) / Double(taps))
        } else {
          let run = await burstBaseline(taps: taps)
          burst.baseline.append(run.time / Double(taps))
          requests.baseline = max(requests.baseline, run.requests)
          sequence.baseline.append(await sequenceBaseline(taps: taps) / Double(taps))
        }
      }
    }
    report.addCount(
      name, "\(taps) taps while one action runs: requests sent", requests.library,
      baseline: requests.baseline, exactly: 1)
    report.addTimeRatio(
      name, "\(taps) taps while one action runs: time per tap",
      library: burst.library.median, baseline: burst.baseline.median)
    report.addTimeRatio(
      name, "\(taps) taps one after another: time per action",
      library: sequence.library.median, baseline: sequence.baseline.median)
    report.note(
      name,
      "median over \(report.scale.dedupRounds) rounds; the baseline is a hand-written "
        + "isSubmitting view model (guard, three flags, the action @concurrent); a burst's "
        + "time runs from the first tap's task to the last returning, divided by the taps; "
        + "'requests' is the largest count over the rounds")
  }

  private struct TapBurst {
    var time: Double
    var requests: Int
  }

  private func burstLibrary(taps: Int) async -> TapBurst {
    let gate = Gate()
    let requests = CallCounter()
    let runner = ActionRunner<Void, Void, any Error> {
      requests.increment()
      await gate.wait()
    }
    let burst = await Burst.run(callers: taps, opening: gate) { _ in _ = await runner.run() }
    precondition(runner.state.value != nil, "actions: the action did not succeed")
    return TapBurst(time: burst.nanoseconds, requests: requests.count)
  }

  private func burstBaseline(taps: Int) async -> TapBurst {
    let gate = Gate()
    let requests = CallCounter()
    let model = SubmitViewModel {
      requests.increment()
      await gate.wait()
    }
    let burst = await Burst.run(callers: taps, opening: gate) { _ in await model.submit() }
    precondition(model.didSucceed, "actions: the baseline's action did not succeed")
    return TapBurst(time: burst.nanoseconds, requests: requests.count)
  }

  private func sequenceLibrary(taps: Int) async -> Double {
    let runner = ActionRunner<Void, Void, any Error> {}
    return await Stopwatch.nanoseconds {
      for _ in 0..<taps { _ = await runner.run() }
    }
  }

  private func sequenceBaseline(taps: Int) async -> Double {
    let model = SubmitViewModel {}
    return await Stopwatch.nanoseconds {
      for _ in 0..<taps { await model.submit() }
    }
  }
}
