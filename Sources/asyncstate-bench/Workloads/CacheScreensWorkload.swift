import AsyncState

/// Cache workload 2: many screens over a few keys make one fetch per key.
///
/// Every screen is a main-actor task that asks the cache for its key's loader and awaits
/// `load()`, as a screen's `.task` does. The fetches wait on a gate that a task created after
/// every screen opens, so all the screens of a key overlap. The baseline is the same screens
/// each with a loader of its own, as without a shared cache: one fetch per screen.
struct CacheScreensWorkload: Workload {
  let name = "cache-screens"

  func run(into report: Report) async {
    let (screens, keys) = report.scale.isFull ? (10_000, 100) : (200, 20)

    let libraryFetches = CallCounter()
    let gate = Gate()
    let cache = LoaderCache(configuration: .init(maxEntries: keys))
    let shared = await Burst.run(callers: screens, opening: gate) { index in
      let loader = cache.loader(
        for: GatedPostQuery(id: index % keys, fetches: libraryFetches, gate: gate))
      await loader.load()
      return loader.state.isSuccess
    }
    let loaded = shared.results.count { $0 }
    let libraryTime = shared.nanoseconds

    let baselineFetches = CallCounter()
    let baselineGate = Gate()
    let separate = await Burst.run(callers: screens, opening: baselineGate) { index in
      let query = GatedPostQuery(id: index % keys, fetches: baselineFetches, gate: baselineGate)
      let loader = DataLoader { try await query.fetch() }
      await loader.load()
    }
    let baselineTime = separate.nanoseconds

    report.addCount(
      name, "\(screens) screens over \(keys) keys: fetches",
      libraryFetches.count, baseline: baselineFetches.count, exactly: keys)
    report.addCount(
      name, "\(screens) screens over \(keys) keys: screens loaded", loaded,
      exactly: screens)
    report.addTimeRatio(
      name, "\(screens) screens: time until all have loaded",
      library: libraryTime, baseline: baselineTime)
    report.note(
      name,
      "one round; each screen is a main-actor task that asks the cache for the loader of key "
        + "(screen index mod \(keys)) and awaits load(); the fetches wait on a gate opened "
        + "after every screen has started; the baseline gives each screen its own loader")
  }
}
