import AsyncState

/// Cache workload 4: memory stays bounded when many more keys go through a cache than it
/// keeps, and returns to its level before once the cache is gone.
///
/// Every key is asked for by a screen that loads it (a fetch that answers at once) and then
/// goes away, so the entry becomes unused and the entry limit evicts the least recently used.
/// The harness's heap meter (``HeapMeter``, glibc's `malloc_info`) reads the heap in use
/// before the cache exists, once it first holds as many entries as its limit, after every
/// key, after a memory warning, and after the cache is released; ``ResidentMemory`` reads
/// the resident set alongside. The baseline is the same keys in a plain dictionary of
/// loaders that is never trimmed, as a hand-written registry grows.
struct CacheMemoryWorkload: Workload {
  let name = "cache-memory"

  func run(into report: Report) async {
    let (keys, limit) = report.scale.isFull ? (100_000, 1_000) : (2_000, 100)
    let fetches = CallCounter()

    // A smaller cache of the same types goes first, so the heap read before holds what any
    // first use allocates for good (type metadata, conformance caches, the pool threads' own
    // allocations): without it, 192 kB of that (5% of the full cache) read as left behind when
    // this workload ran alone, and 0 kB after the other workloads had run.
    do {
      let cache = LoaderCache(configuration: .init(maxEntries: limit))
      for id in 0..<(keys / 10) {
        let loader = cache.loader(for: PostQuery(id: -1 - id, fetches: CallCounter()))
        await loader.load()
      }
      cache.didReceiveMemoryWarning()
    }
    HeapMeter.trim()
    let before = MemorySnapshot.now()
    var largest = 0
    var heapAtLimit: Int?
    var heapAfterKeys: Int?
    var heapAfterWarning: Int?
    do {
      let cache = LoaderCache(configuration: .init(maxEntries: limit))
      for id in 0..<keys {
        do {
          let loader = cache.loader(for: PostQuery(id: id, fetches: fetches))
          await loader.load()
        }
        largest = max(largest, cache.count)
        if id == limit - 1 {
          HeapMeter.trim()
          heapAtLimit = HeapMeter.bytesInUse()
        }
      }
      HeapMeter.trim()
      heapAfterKeys = HeapMeter.bytesInUse()
      cache.didReceiveMemoryWarning()
      precondition(cache.count == 0, "cache-memory: an unused entry survived a memory warning")
      HeapMeter.trim()
      heapAfterWarning = HeapMeter.bytesInUse()
    }
    let after = MemorySnapshot.now()

    var baselineHeap: Int?
    do {
      var registry: [PostQuery: DataLoader<Post, any Error>] = [:]
      for id in 0..<keys {
        let query = PostQuery(id: id, fetches: fetches)
        let loader = DataLoader { try await query.fetch() }
        registry[query] = loader
        await loader.load()
      }
      HeapMeter.trim()
      baselineHeap = HeapMeter.bytesInUse()
      blackHole(registry.count)
    }

    report.addCount(
      name, "\(keys) keys, limit \(limit): most entries at once", largest,
      exactly: limit)
    report.addCount(name, "\(keys) keys: fetches", fetches.count, exactly: 2 * keys)
    guard let heapBefore = before.heap, let heapAtLimit, let heapAfterKeys, let heapAfterWarning,
      let heapAfter = after.heap, let baselineHeap
    else {
      report.note(name, "heap statistics are unavailable here (not glibc): no heap sizes")
      return
    }
    // The heap in use at a reading, over the heap before the cache existed.
    func held(_ heap: Int) -> Quantity { .bytes(Double(heap - heapBefore)) }
    report.addRatio(
      name, "heap held: after \(keys) keys vs at \(limit)",
      library: held(heapAfterKeys), baseline: held(heapAtLimit), target: .atMost(1.1))
    report.addRatio(
      name, "heap held after \(keys) keys: cache vs plain registry",
      library: held(heapAfterKeys), baseline: .bytes(Double(baselineHeap - heapAfter)))
    report.addValue(name, "heap left after a memory warning, vs before", held(heapAfterWarning))
    report.addRatio(
      name, "heap left once the cache is gone, share of its peak",
      library: held(heapAfter), baseline: held(heapAfterKeys), target: .atMost(0.01))
    report.addAfterVsBefore(
      name, "resident set after vs before (info)",
      after: after.resident, before: before.resident)
    report.note(
      name,
      "heap in use (glibc malloc_info, after malloc_trim) over the heap before the cache "
        + "was created; each of the \(keys) keys is loaded by a screen that then goes away; "
        + "'at \(limit)': once the cache first holds its limit; the registry keeps every "
        + "loader (measured after the cache is gone); the last line's target: at most 1% "
        + "of what the full cache held is left once it is released; a cache of a tenth as "
        + "many keys runs first, so that what a first use allocates for good is in 'before'; "
        + "the rest left includes what glibc keeps in each thread's cache (tcache), 20-60 kB "
        + "here, 4-5 kB with GLIBC_TUNABLES=glibc.malloc.tcache_count=0")
  }
}
