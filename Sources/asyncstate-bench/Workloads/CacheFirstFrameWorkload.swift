import AsyncState

/// Cache workload 3: a screen that arrives for a prefetched key shows the value in its first
/// frame, with no loading state at all.
///
/// The keys are prefetched. Each key's loader is observed (``StateSource/observe(_:)``) from
/// before its screens arrive, counting loading states. Then screens arrive: each asks the
/// cache for its loader, reads the state it would draw first, and awaits `load()`, as a
/// screen's `.task` does. The baseline is the screen without a cache: a new loader whose
/// first frame is `idle`, then `initialLoading`.
struct CacheFirstFrameWorkload: Workload {
  let name = "cache-hit"

  func run(into report: Report) async {
    let (screens, keys) = report.scale.isFull ? (10_000, 100) : (200, 20)
    let fetches = CallCounter()
    let queries = (0..<keys).map { PostQuery(id: $0, fetches: fetches) }
    let cache = LoaderCache(configuration: .init(maxEntries: keys))
    for query in queries { await cache.prefetch(query) }
    precondition(fetches.count == keys, "cache-hit: the prefetch did not fetch once per key")

    let loadingStates = Holder(0)
    var observations: [StateObservation] = []
    for query in queries {
      observations.append(
        cache.loader(for: query).observe { state, _ in
          if state.isLoading { loadingStates.state += 1 }
        })
    }

    var firstFrames = 0
    let libraryTime = await Stopwatch.nanoseconds {
      for index in 0..<screens {
        let loader = cache.loader(for: queries[index % keys])
        if loader.state.isSuccess { firstFrames += 1 }
        await loader.load()
      }
    }

    let baselineStates = Holder(0)
    let baselineFetches = CallCounter()
    var baselineFirstFrames = 0
    let baselineTime = await Stopwatch.nanoseconds {
      for index in 0..<screens {
        let query = PostQuery(id: index % keys, fetches: baselineFetches)
        let loader = DataLoader { try await query.fetch() }
        let observation = loader.observe { state, _ in
          if state.isLoading { baselineStates.state += 1 }
        }
        if loader.state.isSuccess { baselineFirstFrames += 1 }
        await loader.load()
        observation.cancel()
      }
    }
    withExtendedLifetime(observations) {}

    report.addCount(
      name, "\(screens) screens on prefetched keys: loading states",
      loadingStates.state, baseline: baselineStates.state, exactly: 0)
    report.addCount(
      name, "\(screens) screens: first frame shows the value", firstFrames,
      baseline: baselineFirstFrames, exactly: screens)
    report.addCount(
      name, "\(screens) screens: fetches after the prefetch",
      fetches.count - keys, baseline: baselineFetches.count, exactly: 0)
    report.addTimeRatio(
      name, "cache hit to first frame vs a new loader's load()",
      library: libraryTime / Double(screens), baseline: baselineTime / Double(screens))
    report.note(
      name,
      "\(keys) keys prefetched, then \(screens) screens arrive in turn (key = index mod "
        + "\(keys)); loading states counted by an observer on each key's loader registered "
        + "before any screen arrives; per screen: the lookup, the first frame's state, and an "
        + "awaited load(); the baseline screen builds its own loader and loads it (a fetch "
        + "that answers at once)")
  }
}
