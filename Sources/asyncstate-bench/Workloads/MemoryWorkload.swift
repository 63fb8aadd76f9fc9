import AsyncState

/// Workload 6: the memory a loader costs.
///
/// - Bytes per idle object: heap in use (``HeapMeter``) before and after allocating many
///   objects, each with its own fetch closure capturing one reference (as a screen's loader
///   would), divided by their number.
/// - Peak memory for many items: the peak resident size (``ResidentMemory``, reset before
///   each run) while loading the items page by page, over the resident size before, against
///   the items' own array built by appending the same pages. The pages are built first and
///   shared, so both sides count only what holds the list. glibc is told to `mmap` every
///   buffer of 128 kB or more, so a freed buffer leaves the resident set at once. The heap
///   still in use once loaded is printed too.
@MainActor
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
    let fullScale = report.scale.isFull
    report.add(
      BenchResult(
        workload: name, measure: "idle DataLoader vs seed-001 view model",
        library: .bytes(dataLoader), baseline: .bytes(taskModel),
        value: .ratio(dataLoader / taskModel), fullScale: fullScale))
    report.add(
      BenchResult(
        workload: name, measure: "idle PagingLoader vs deck paging view model",
        library: .bytes(pagingLoader), baseline: .bytes(deckModel),
        value: .ratio(pagingLoader / deckModel), fullScale: fullScale))
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
    let subjects = MemoryProbe.Subject.allCases
    for round in 0..<scale.memoryRounds {
      for offset in subjects.indices {
        let subject = subjects[(round + offset) % subjects.count]
        let probe = MemoryProbe(
          subject: subject, items: pageCount * scale.pageSize, pageSize: scale.pageSize)
        guard let footprint = probe.measureInChildProcess() else {
          report.note(name, "a memory probe process failed: no peak measured")
          return
        }
        runs[subject.rawValue, default: []].append(footprint)
      }
    }
    func median(_ name: String, _ metric: (Footprint) -> Double) -> Double {
      runs[name, default: []].map(metric).median
    }
    let fullScale = scale.isFull
    let items = scale.memoryItems
    let arrayPeak = median("array", \.peak)
    let arrayRetained = median("array", \.retained)
    let arrayList = median("array", \.list)
    for (subject, label) in [("loader", "PagingLoader"), ("loader-nodedup", "dedup off")] {
      let peak = median(subject, \.peak)
      let ratio = peak / arrayPeak
      report.add(
        BenchResult(
          workload: name, measure: "\(items) items, peak: \(label) vs own array",
          library: .bytes(peak), baseline: .bytes(arrayPeak), value: .ratio(ratio),
          target: .atMost(1.1), fullScale: fullScale,
          note: fullScale && ratio > 1.1 ? missNote(subject, items: items) : nil))
      let retained = median(subject, \.retained)
      report.add(
        BenchResult(
          workload: name, measure: "\(items) items, heap kept: \(label) vs own array",
          library: .bytes(retained), baseline: .bytes(arrayRetained),
          value: .ratio(retained / arrayRetained), fullScale: fullScale))
      let list = median(subject, \.list)
      report.add(
        BenchResult(
          workload: name, measure: "\(items) items, of which list buffer: \(label)",
          library: .bytes(list), baseline: .bytes(arrayList),
          value: .ratio(list / arrayList), fullScale: fullScale))
      report.add(
        BenchResult(
          workload: name, measure: "\(items) items, heap kept beyond the list: \(label)",
          library: .bytes(retained - list), baseline: .bytes(arrayRetained - arrayList),
          value: .bytes(retained - list), fullScale: fullScale))
    }
    report.note(
      name,
      "peak: each measurement in a child process of its own (a fresh heap); VmHWM after a "
        + "reset (/proc/self/clear_refs) minus VmRSS before, after malloc_trim, glibc mmap "
        + "threshold fixed at 128 kB; median of \(scale.memoryRounds) alternating runs; the "
        + "\(pageCount) pages of \(scale.pageSize) posts exist before, so "
        + "both sides count the list (24-byte posts) and what it keeps, not the posts' titles")
  }

  private func missNote(_ subject: String, items: Int) -> String {
    subject == "loader"
      ? "PagingLoader drops duplicate ids by default (removesDuplicates: true) and so keeps "
        + "a Set of the \(items) loaded ids beside the list (8 bytes per bucket, a power of "
        + "two at least 4/3 of the count: 16.8 MB here), plus its transient copy while it "
        + "grows; the list buffers differ by how they grew (see 'of which list buffer')"
      : "without the id set, the difference is the loader's other bookkeeping and how its "
        + "list buffer grew (see the lines below)"
  }
}
