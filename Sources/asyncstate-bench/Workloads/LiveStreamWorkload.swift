import AsyncState

/// Issue 25's row: a live source of 100,000 elements followed by a ``DataLoader`` (the
/// sequence iterated off the main actor, one hop to the main actor per element, each element
/// a `valueReplaced` transition) and by a hand-written `for await` view model on the main
/// actor (``StreamViewModel``).
///
/// A producer off the main actor yields every element into an unbounded `AsyncStream`; the
/// time runs from the subscription to the last element stored, divided by the elements.
struct LiveStreamWorkload: Workload {
  let name = "live-stream"
  private let clock = ContinuousClock()

  func run(into report: Report) async {
    let elements = report.scale.isFull ? 100_000 : 2_000
    let rounds = report.scale.isFull ? 5 : 1
    var library: [Double] = []
    var baseline: [Double] = []
    for round in 0..<rounds {
      for side in round.isMultiple(of: 2) ? [true, false] : [false, true] {
        if side {
          library.append(await runLibrary(elements: elements) / Double(elements))
        } else {
          baseline.append(await runBaseline(elements: elements) / Double(elements))
        }
      }
    }
    report.addTimeRatio(
      name, "\(elements) stream elements: time per element",
      library: library.median, baseline: baseline.median)
    // One more run of each, untimed, counting what a view reading the value is told.
    var invalidations = (library: 0, baseline: 0)
    _ = await runLibrary(elements: elements) { invalidations.library = $0 }
    _ = await runBaseline(elements: elements) { invalidations.baseline = $0 }
    report.addCount(
      name, "\(elements) stream elements: invalidations", invalidations.library,
      baseline: invalidations.baseline)
    report.note(
      name,
      "median over \(rounds) rounds; the baseline is a hand-written for-await view model on "
        + "the main actor; the time runs from the subscription to the last element on "
        + "screen, divided by the elements; invalidations are counted in one more, untimed "
        + "run of each (the library's include its load's first transition)")
  }

  private func runLibrary(
    elements: Int, invalidations: ((Int) -> Void)? = nil
  ) async -> Double {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let loader = DataLoader<Int, Never>(stream: { stream })
    let counter = invalidations.map { _ in InvalidationCounter { _ = loader.state } }
    counter?.track()
    let last = elements - 1
    let start = clock.now
    var observation: StateObservation?
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      var finished = false
      observation = loader.observe { state, _ in
        if !finished, state.value == last {
          finished = true
          done.resume()
        }
      }
      Task { await loader.load() }
      Task.detached {
        for element in 0..<elements { continuation.yield(element) }
      }
    }
    let time = start.duration(to: clock.now).nanoseconds
    observation?.cancel()
    counter?.stop()
    if let counter { invalidations?(counter.count) }
    loader.cancel()
    continuation.finish()
    return time
  }

  private func runBaseline(
    elements: Int, invalidations: ((Int) -> Void)? = nil
  ) async -> Double {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let model = StreamViewModel()
    let counter = invalidations.map { _ in InvalidationCounter { _ = model.value } }
    counter?.track()
    let start = clock.now
    let producer = Task.detached {
      for element in 0..<elements { continuation.yield(element) }
    }
    await model.follow(stream, until: elements - 1)
    let time = start.duration(to: clock.now).nanoseconds
    counter?.stop()
    if let counter { invalidations?(counter.count) }
    await producer.value
    continuation.finish()
    precondition(model.value == elements - 1, "live-stream: the baseline missed elements")
    return time
  }
}
