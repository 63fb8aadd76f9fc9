import AsyncState

/// Workload 1: a full `startLoading → succeed` cycle on ``DataState`` against assigning a
/// hand-written enum (seed 004, case 1 "after").
///
/// Both sides hold their state in a class (as a view model or loader does), take the value
/// from the same array, guard against a running load as the deck does, and hand the holder
/// to an opaque sink after every cycle so no store can be optimized away.
@MainActor
struct TransitionsWorkload: Workload {
  let name = "transitions"

  func run(into report: Report) async {
    let values = (0..<64).map { Post(id: $0) }
    let library = Holder<DataState<Post, any Error>>(.idle)
    let baseline = Holder<HandWrittenState<Post>>(.idle)
    let sinkOnly = Holder<Int>(0)
    let timing = await AlternatingRounds(scale: report.scale).run([
      Subject("library") { iterations in
        for index in 0..<iterations {
          library.state.startLoading()
          library.state.succeed(with: values[index & 63])
          blackHole(library)
        }
      },
      Subject("baseline") { iterations in
        for index in 0..<iterations {
          if !baseline.state.isLoading {
            baseline.state = .loading
            baseline.state = .success(values[index & 63])
          }
          blackHole(baseline)
        }
      },
      Subject("sink") { iterations in
        for index in 0..<iterations {
          sinkOnly.state = index
          blackHole(sinkOnly)
        }
      },
    ])
    guard case .success = library.state, case .success = baseline.state else {
      preconditionFailure("transitions: a cycle did not end in success")
    }
    let fullScale = report.scale.isFull
    let libraryTime = timing["library", default: []].median
    let baselineTime = timing["baseline", default: []].median
    let sinkTime = timing["sink", default: []].median
    report.add(
      .timeRatio(
        workload: name, measure: "startLoading→succeed vs hand-written enum",
        library: libraryTime, baseline: baselineTime, target: .atMost(1.2),
        fullScale: fullScale))
    report.add(
      BenchResult(
        workload: name, measure: "of which: opaque sink call per op",
        value: .nanoseconds(sinkTime), fullScale: fullScale))
    report.note(
      name,
      "median ns per cycle over \(report.scale.rounds) alternating rounds; each cycle ends "
        + "with one opaque call (shown) that keeps the optimizer from removing the stores")
  }
}

/// A class holding a state, as a view model or a loader does.
@MainActor
final class Holder<State> {
  var state: State

  init(_ state: State) {
    self.state = state
  }
}
