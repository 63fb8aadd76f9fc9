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

  private struct Footprint {
    /// Peak resident bytes over the resident bytes before loading.
    var peak: Double
    /// Heap in use once loaded, over before.
    var retained: Double
    /// The bytes of the list's buffer: its capacity (which depends on how it grew) times
    /// the stride of a post.
    var list: Double
  }

  private func measurePeak(into report: Report) async {
    let scale = report.scale
    let pageCount = scale.memoryItems / scale.pageSize
    let pages = Post.pages(count: pageCount, size: scale.pageSize)
    HeapMeter.useFixedMmapThreshold(bytes: 128 * 1024)
    guard ResidentMemory.resetPeak(), ResidentMemory.peak() != nil else {
      report.note(name, "the peak resident size cannot be reset here: no peak measured")
      return
    }
    let subjects: [(name: String, run: () async -> Footprint)] = [
      ("loader", { await loaderFootprint(pages, size: scale.pageSize, removesDuplicates: true) }),
      (
        "loader-nodedup",
        {
          await loaderFootprint(pages, size: scale.pageSize, removesDuplicates: false)
        }
      ),
      ("array", { arrayFootprint(pages) }),
    ]
    var runs: [String: [Footprint]] = [:]
    for round in 0..<scale.memoryRounds {
      for offset in subjects.indices {
        let subject = subjects[(round + offset) % subjects.count]
        runs[subject.name, default: []].append(await subject.run())
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
      "peak: VmHWM after a reset (/proc/self/clear_refs) minus VmRSS before, each run after "
        + "malloc_trim, glibc mmap threshold fixed at 128 kB; median of \(scale.memoryRounds) "
        + "alternating runs; the \(pageCount) pages of \(scale.pageSize) posts exist before, so "
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

  private func loaderFootprint(
    _ pages: [[Post]], size: Int, removesDuplicates: Bool
  ) async -> Footprint {
    let meter = PeakMeter()
    let loader = PagingLoader<Post, any Error>(
      pageSize: size, removesDuplicates: removesDuplicates,
      fetchFirst: { pages[0] },
      fetchMore: { last in
        let index = (last.id + 1) / size
        return index < pages.count ? pages[index] : []
      })
    await loader.load()
    for _ in 1..<pages.count {
      await loader.loadMore()
    }
    precondition(loader.state.value?.count == pages.count * size, "memory: loader lost items")
    return meter.footprint(keeping: loader, listCapacity: loader.state.value?.capacity ?? 0)
  }

  private func arrayFootprint(_ pages: [[Post]]) -> Footprint {
    let meter = PeakMeter()
    let baseline = ArrayAppendBaseline()
    for page in pages {
      baseline.append(page)
    }
    return meter.footprint(keeping: baseline, listCapacity: baseline.items.capacity)
  }

  /// Measures from its creation to ``footprint(keeping:)``.
  @MainActor
  private struct PeakMeter {
    private let residentBefore: Int
    private let heapBefore: Int

    init() {
      HeapMeter.trim()
      ResidentMemory.resetPeak()
      residentBefore = ResidentMemory.current() ?? 0
      heapBefore = HeapMeter.bytesInUse() ?? 0
    }

    func footprint(keeping object: AnyObject, listCapacity: Int) -> Footprint {
      let peak = ResidentMemory.peak() ?? 0
      let heap = HeapMeter.bytesInUse() ?? 0
      blackHole(object)
      return Footprint(
        peak: Double(peak - residentBefore), retained: Double(heap - heapBefore),
        list: Double(listCapacity * MemoryLayout<Post>.stride))
    }
  }
}
