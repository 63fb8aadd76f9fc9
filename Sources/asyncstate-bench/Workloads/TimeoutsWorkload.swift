import AsyncState

/// Loads that end before their timeout give the timer's memory back at once.
///
/// Runs `lifetimeLoaders` loads, one after the other, on a `DataLoader` with a one-hour
/// timeout whose fetch answers at once, and measures the heap in use (``HeapMeter``, after
/// `malloc_trim`) they leave behind per load. The baseline, in the same run, races each fetch
/// against a one-hour sleep on the continuous clock that it cancels when the fetch wins (once
/// the sleep has started, as it has when a real request answers) — the usual hand-written
/// timeout, and what the loaders did before: a cancelled sleep stays in the runtime until its
/// deadline (measured here: about 600 B per load in the baseline).
struct TimeoutsWorkload: Workload {
  let name = "timeouts"

  func run(into report: Report) async {
    let count = report.scale.lifetimeLoaders
    let post = Post(id: 0)
    let loader = DataLoader<Post, any Error>(
      configuration: LoaderConfiguration(timeout: .seconds(3_600))
    ) { post }
    // Warm up: type metadata, the timer's task, the task allocator.
    for _ in 0..<max(count / 10, 4) { await loader.refresh() }
    await Self.sleepRaces(max(count / 10, 4), post: post)

    HeapMeter.trim()
    let libraryBefore = HeapMeter.bytesInUse()
    for _ in 0..<count { await loader.refresh() }
    HeapMeter.trim()
    let libraryAfter = HeapMeter.bytesInUse()

    let baselineBefore = HeapMeter.bytesInUse()
    await Self.sleepRaces(count, post: post)
    HeapMeter.trim()
    let baselineAfter = HeapMeter.bytesInUse()

    guard let libraryBefore, let libraryAfter, let baselineBefore, let baselineAfter else {
      report.note(name, "heap statistics are unavailable here (not glibc): no timeout figures")
      return
    }
    let library = Double(max(0, libraryAfter - libraryBefore)) / Double(count)
    let baseline = Double(max(0, baselineAfter - baselineBefore)) / Double(count)
    report.add(
      BenchResult(
        workload: name,
        measure: "\(count) loads with a 1-hour timeout: heap kept per load vs Task.sleep race",
        library: .bytes(library), baseline: .bytes(baseline),
        value: .ratio(baseline > 0 ? library / baseline : 0), target: .atMost(0.05),
        fullScale: report.scale.isFull))
    report.note(
      name,
      "heap in use (glibc malloc_info, after malloc_trim) after the loads minus before, per "
        + "load; the baseline cancels a 1-hour Task.sleep per load, whose memory the runtime "
        + "keeps until the deadline")
  }

  /// Races `count` fetches, one after the other, each against a one-hour sleep it cancels.
  private static func sleepRaces(_ count: Int, post: Post) async {
    for _ in 0..<count {
      let clock = ContinuousClock()
      let started = Gate()
      let timer = Task {
        started.open()
        try? await clock.sleep(until: clock.now.advanced(by: .seconds(3_600)), tolerance: nil)
      }
      // The fetch: it answers once the timer is asleep, as a real request does.
      await started.wait()
      blackHole(post)
      timer.cancel()
      await timer.value
    }
  }
}
