import AsyncState

/// Workload 6: the memory a loader costs.
///
/// - Bytes per idle object: heap in use (``HeapMeter``) before and after allocating many
///   objects, each with its own fetch closure capturing one reference (as a screen's loader
///   would), divided by their number.
/// - Peak memory for many items: the peak resident size (``ResidentMemory``, reset before
///   each run) while loading the items page by page, over the resident size before, against
///   the items' own array built by appending the same pages. The target rows build each
///   page's posts in the fetch, as decoding a response does, so both sides hold the items;
///   the "list only" rows share pages built before, so both sides count only what holds the
///   list and what the loader keeps beside it. glibc is told to `mmap` every
///   buffer of 128 kB or more, so a freed buffer leaves the resident set at once. The heap
///   still in use once loaded is printed too.
struct MemoryWorkload: Workload {
  let name = "memory"

  func run(into report: Report) async {
    measureIdleObjects(into: report)
    await measurePeak(into: report)
  }

  // MARK: - Idle objects

  private func measureIdleObjects(into report: Report) {
    let count = report.scale.idleInstances
    let api = FakeAPI(pages: Post.pages(count: 2, size: 50))
    let dataLoader = bytesPerObject(count) {
      DataLoader<Post, any Error> { api.post }
    }
    let taskModel = bytesPerObject(count) {
      TaskViewModel { api.post }
    }
    let pagingLoader = bytesPerObject(count) {
      PagingLoader<Post, any Error>(
        pageSize: 50, fetchFirst: { api.pages[0] }, fetchMore: { _ in api.pages[1] })
    }
    let deckModel = bytesPerObject(count) {
      RebuildPagingViewModel(count: 50) { _, _ in api.pages[0] }
    }
    guard let dataLoader, let taskModel, let pagingLoader, let deckModel else {
      report.note(name, "heap statistics are unavailable here (not glibc): no idle sizes")
      return
    }
    report.addRatio(
      name, "idle DataLoader vs seed-001 view model", library: .bytes(dataLoader),
      baseline: .bytes(taskModel))
    report.addRatio(
      name, "idle PagingLoader vs deck paging view model", library: .bytes(pagingLoader),
      baseline: .bytes(deckModel))
    report.note(
      name,
      "idle sizes: heap in use (glibc malloc_info) after allocating \(count) objects, each "
        + "with its own closure, over before, divided by \(count); chunk headers included")
  }

  private func bytesPerObject(_ count: Int, _ make: () -> AnyObject) -> Double? {
    var objects: [AnyObject] = []
    objects.reserveCapacity(count)
    HeapMeter.trim()
    guard let before = HeapMeter.bytesInUse() else { return nil }
    for _ in 0..<count {
      objects.append(make())
    }
    guard let after = HeapMeter.bytesInUse() else { return nil }
    blackHole(objects)
    return Double(after - before) / Double(count)
  }

  // MARK: - Peak

  private typealias Footprint = MemoryProbe.Footprint

  private func measurePeak(into report: Report) async {
    let scale = report.scale
    let pageCount = scale.memoryItems / scale.pageSize
    guard ResidentMemory.resetPeak(), ResidentMemory.peak() != nil else {
      report.note(name, "the peak resident size cannot be reset here: no peak measured")
      return
    }
    var runs: [String: [Footprint]] = [:]
    let probes = MemoryProbe.Origin.allCases.flatMap { origin in
      MemoryProbe.Subject.allCases.map { subject in
        MemoryProbe(
          subject: subject, origin: origin, items: pageCount * scale.pageSize,
          pageSize: scale.pageSize)
      }
    }
    for round in 0..<scale.memoryRounds {
      for offset in probes.indices {
        let probe = probes[(round + offset) % probes.count]
        guard let footprint = probe.measureInChildProcess() else {
          report.note(name, "a memory probe process failed: no peak measured")
          return
        }
        runs[probe.key, default: []].append(footprint)
      }
    }
    func median(_ subject: MemoryProbe.Subject, _ origin: MemoryProbe.Origin) -> Footprint {
      let footprints = runs[MemoryProbe.key(subject, origin), default: []]
      return Footprint(
        peak: footprints.map(\.peak).median, retained: footprints.map(\.retained).median,
        list: footprints.map(\.list).median)
    }
    let fullScale = scale.isFull
    let items = scale.memoryItems
    let loaders: [(MemoryProbe.Subject, String)] = [
      (.loader, "PagingLoader"), (.loaderWithoutDeduplication, "dedup off"),
    ]
    // The target: items as a fetch builds them, on both sides.
    let array = median(.array, .fetched)
    for (subject, label) in loaders {
      let loader = median(subject, .fetched)
      let ratio = loader.peak / array.peak
      report.addRatio(
        name, "\(items) items, peak: \(label) vs own array", library: .bytes(loader.peak),
        baseline: .bytes(array.peak), target: .atMost(1.1),
        note: fullScale && ratio > 1.1 ? missNote(subject) : nil)
      report.addRatio(
        name, "\(items) items, heap kept: \(label) vs own array",
        library: .bytes(loader.retained), baseline: .bytes(array.retained))
    }
    // The list alone: the pages are shared, so only what holds them is counted.
    let sharedArray = median(.array, .shared)
    for (subject, label) in loaders {
      let loader = median(subject, .shared)
      report.addRatio(
        name, "list only, peak: \(label) vs own array", library: .bytes(loader.peak),
        baseline: .bytes(sharedArray.peak))
      report.addRatio(
        name, "list only, list buffer: \(label) vs own array", library: .bytes(loader.list),
        baseline: .bytes(sharedArray.list))
      let beyond = loader.retained - loader.list
      report.add(
        BenchResult(
          workload: name, measure: "list only, kept beyond the list: \(label), per item",
          library: .bytes(beyond), baseline: .bytes(sharedArray.retained - sharedArray.list),
          value: .bytes(beyond / Double(items)), fullScale: fullScale))
    }
    report.note(
      name,
      "peak: each measurement in a child process of its own (a fresh heap); VmHWM after a "
        + "reset (/proc/self/clear_refs) minus VmRSS before, after malloc_trim, glibc mmap "
        + "threshold fixed at 128 kB; median of \(scale.memoryRounds) alternating runs of "
        + "\(pageCount) pages of \(scale.pageSize) posts; the target rows build each page's "
        + "posts in the fetch, as decoding does, so both sides hold the items themselves "
        + "(24-byte posts with heap titles); the 'list only' rows share pages built before, "
        + "so both sides count only the list and what it keeps beside it")
  }

  private func missNote(_ subject: MemoryProbe.Subject) -> String {
    subject == .loader
      ? "PagingLoader drops duplicate ids by default (removesDuplicates: true) and so keeps "
        + "an index of the loaded items' positions beside the list (4 bytes per slot; a table "
        + "is made with twice the slots of its items and replaced at 4/5 full, so 5 to 8 bytes "
        + "per item, about 13 while a replaced table's items are copied); see the 'list only' "
        + "rows for what it keeps"
      : "without the index, the difference is the loader's other bookkeeping (the cursors "
        + "it followed, the page sizes) and how its list buffer grew"
  }
}
