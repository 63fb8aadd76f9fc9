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
/// loaders that is never trimmed, as a hand-written registry grows. The measurement runs in
/// a child process with glibc's thread caches off (``CacheMemoryProbe``), here if that
/// process cannot run.
struct CacheMemoryWorkload: Workload {
  let name = "cache-memory"

  func run(into report: Report) async {
    let (keys, limit) = report.scale.isFull ? (100_000, 1_000) : (2_000, 100)
    let probe = CacheMemoryProbe(keys: keys, limit: limit)
    let inChild = probe.measureInChildProcess()
    let readings: CacheMemoryProbe.Readings
    if let inChild {
      readings = inChild
    } else {
      readings = await probe.measure()
    }
    report.note(
      name,
      inChild != nil
        ? "measured in a child process with glibc's thread caches off "
          + "(GLIBC_TUNABLES=glibc.malloc.tcache_count=0; see CacheMemoryProbe)"
        : "the child process did not run: measured here, glibc's thread caches included")

    report.addCount(
      name, "\(keys) keys, limit \(limit): most entries at once", readings.largest,
      exactly: limit)
    report.addCount(name, "\(keys) keys: fetches", readings.fetches, exactly: 2 * keys)
    guard let heapBefore = readings.heapBefore, let heapAtLimit = readings.heapAtLimit,
      let heapAfterKeys = readings.heapAfterKeys, let heapAfterWarning = readings.heapAfterWarning,
      let heapAfter = readings.heapAfter, let baselineHeap = readings.baselineHeap
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
      after: readings.residentAfter, before: readings.residentBefore)
    report.note(
      name,
      "heap in use (glibc malloc_info, after malloc_trim) over the heap before the cache "
        + "was created; each of the \(keys) keys is loaded by a screen that then goes away; "
        + "'at \(limit)': once the cache first holds its limit; the registry keeps every "
        + "loader (measured after the cache is gone); the last line's target: at most 1% "
        + "of what the full cache held is left once it is released; a cache of a tenth as "
        + "many keys runs first, so that what a first use allocates for good is in 'before'; "
        + "with glibc's thread caches (tcache) on, what they keep of freed chunks, 20-60 kB "
        + "here, read as left as well")
  }
}
