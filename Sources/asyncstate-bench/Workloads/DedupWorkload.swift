import AsyncState

/// Workload 5: many concurrent `load()` calls on one ``DataLoader`` make one fetch.
///
/// The callers are main-actor tasks created one after the other; each records whether a
/// load was already running when it called `load()` (so it joined). The fetch waits on a
/// gate that a task created after all callers opens: the main actor runs its jobs in order,
/// so every caller has called `load()` before the fetch can finish. The baseline is seed
/// 001's view model called the same way, which fetches once per call.
struct DedupWorkload: Workload {
  let name = "dedup"

  func run(into report: Report) async {
    let calls = report.scale.concurrentCalls
    var libraryTimes: [Double] = []
    var baselineTimes: [Double] = []
    var libraryFetches = 0
    var baselineFetches = 0
    var joined = 0
    for round in 0..<report.scale.dedupRounds {
      // Alternate which side goes first.
      for side in round.isMultiple(of: 2) ? [true, false] : [false, true] {
        let run = side ? await runLibrary(calls: calls) : await runBaseline(calls: calls)
        if side {
          libraryTimes.append(run.time)
          libraryFetches = max(libraryFetches, run.fetches)
          joined = run.joined
        } else {
          baselineTimes.append(run.time)
          baselineFetches = max(baselineFetches, run.fetches)
        }
      }
    }
    report.addCount(
      name, "\(calls) concurrent load(): fetches", libraryFetches,
      baseline: baselineFetches, exactly: 1)
    report.addCount(
      name, "\(calls) concurrent load(): callers that joined", joined,
      exactly: calls - 1)
    report.addTimeRatio(
      name, "\(calls) concurrent load(): time until all return",
      library: libraryTimes.median, baseline: baselineTimes.median)
    report.note(
      name,
      "median over \(report.scale.dedupRounds) rounds of the time from creating the first "
        + "caller task to the last one returning; the baseline is seed 001's view model, "
        + "\(calls) calls, one fetch each; 'fetches' is the largest count over the rounds")
  }

  private struct Run {
    var time: Double
    var fetches: Int
    var joined: Int
  }

  private func runLibrary(calls: Int) async -> Run {
    let gate = Gate()
    let fetches = CallCounter()
    let post = Post(id: 1)
    let loader = DataLoader<Post, any Error> {
      fetches.increment()
      await gate.wait()
      return post
    }
    let burst = await Burst.run(callers: calls, opening: gate) { _ in
      let joins = loader.state.isLoading
      await loader.load()
      return joins
    }
    precondition(loader.state.isSuccess, "dedup: the load did not succeed")
    let joined = burst.results.count { $0 }
    return Run(time: burst.nanoseconds, fetches: fetches.count, joined: joined)
  }

  private func runBaseline(calls: Int) async -> Run {
    let gate = Gate()
    let fetches = CallCounter()
    let post = Post(id: 1)
    let model = TaskViewModel {
      fetches.increment()
      await gate.wait()
      return post
    }
    let burst = await Burst.run(callers: calls, opening: gate) { _ in
      await model.load().value
    }
    return Run(time: burst.nanoseconds, fetches: fetches.count, joined: 0)
  }
}
