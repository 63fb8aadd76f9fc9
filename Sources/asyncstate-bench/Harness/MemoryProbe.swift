import AsyncState
import Foundation

/// One peak-memory measurement, run in a child process of its own.
///
/// Measured in the benchmark's own process, the resident-set high-water mark depended on
/// what earlier rounds left in the allocator: the same subject read 1.05× in one run and
/// 1.35× in the next. A fresh process per measurement starts every subject from the same
/// heap. The parent starts `asyncstate-bench --memory-probe SUBJECT:ORIGIN:ITEMS:PAGESIZE`
/// and reads one line back.
struct MemoryProbe: Equatable {
  /// What the probe loads.
  enum Subject: String, CaseIterable {
    /// `PagingLoader` with its default duplicate removal.
    case loader
    /// `PagingLoader` with `removesDuplicates: false`.
    case loaderWithoutDeduplication = "loader-nodedup"
    /// The items' own array, built by appending the same pages.
    case array
  }

  /// Where the pages come from, and so what the measurement counts.
  enum Origin: String, CaseIterable {
    /// Every fetch builds its posts, titles included, as decoding a response does: both
    /// sides count the items themselves and what holds them.
    case fetched
    /// The pages are built before the measurement and shared: both sides count only the
    /// list and what the holder keeps beside it.
    case shared
  }

  var subject: Subject
  var origin: Origin
  var items: Int
  var pageSize: Int

  init(subject: Subject, origin: Origin, items: Int, pageSize: Int) {
    self.subject = subject
    self.origin = origin
    self.items = items
    self.pageSize = pageSize
  }

  /// Parses `SUBJECT:ORIGIN:ITEMS:PAGESIZE`.
  init?(argument: String) {
    let parts = argument.split(separator: ":")
    guard parts.count == 4, let subject = Subject(rawValue: String(parts[0])),
      let origin = Origin(rawValue: String(parts[1])),
      let items = Int(parts[2]), let pageSize = Int(parts[3]), items > 0, pageSize > 0
    else { return nil }
    self.init(subject: subject, origin: origin, items: items, pageSize: pageSize)
  }

  /// The name this probe's runs are collected under.
  var key: String { Self.key(subject, origin) }

  static func key(_ subject: Subject, _ origin: Origin) -> String {
    "\(subject.rawValue):\(origin.rawValue)"
  }

  var argument: String { "\(subject.rawValue):\(origin.rawValue):\(items):\(pageSize)" }

  /// What a probe measured, in bytes.
  struct Footprint {
    /// Peak resident bytes while loading, over the resident bytes before.
    var peak: Double
    /// Heap in use once loaded, over before.
    var retained: Double
    /// The bytes of the list's buffer: its capacity times the stride of a post.
    var list: Double

    /// The line a child prints: three numbers.
    var line: String { "\(Int(peak)) \(Int(retained)) \(Int(list))" }

    init(peak: Double, retained: Double, list: Double) {
      self.peak = peak
      self.retained = retained
      self.list = list
    }

    init?(line: String) {
      let numbers = line.split(separator: " ").compactMap { Double($0) }
      guard numbers.count == 3 else { return nil }
      self.init(peak: numbers[0], retained: numbers[1], list: numbers[2])
    }
  }

  /// Runs the measurement in this process (the child).
  @MainActor
  func run() async -> Footprint {
    let pageCount = items / pageSize
    let size = pageSize
    let page: @Sendable (Int) -> [Post]
    switch origin {
    case .fetched:
      page = { Post.page(at: $0, size: size) }
    case .shared:
      let pages = Post.pages(count: pageCount, size: size)
      page = { pages[$0] }
    }
    HeapMeter.useFixedMmapThreshold(bytes: 128 * 1024)
    switch subject {
    case .loader:
      return await loaderFootprint(pageCount, page, removesDuplicates: true)
    case .loaderWithoutDeduplication:
      return await loaderFootprint(pageCount, page, removesDuplicates: false)
    case .array:
      return arrayFootprint(pageCount, page)
    }
  }

  /// Starts a child process that runs this probe, and reads its footprint.
  ///
  /// - Returns: `nil` if the child could not run or printed something unexpected.
  func measureInChildProcess() -> Footprint? {
    ChildProcess.output(of: ["--memory-probe", argument]).flatMap(Footprint.init(line:))
  }

  @MainActor
  private func loaderFootprint(
    _ pageCount: Int,
    _ page: @escaping @Sendable (Int) -> [Post],
    removesDuplicates: Bool
  ) async -> Footprint {
    let size = pageSize
    let meter = PeakMeter()
    let loader = PagingLoader<Post, any Error>(
      pageSize: size, removesDuplicates: removesDuplicates,
      fetchFirst: { page(0) },
      fetchMore: { last in
        let index = (last.id + 1) / size
        return index < pageCount ? page(index) : []
      })
    await loader.load()
    for _ in 1..<pageCount {
      await loader.loadMore()
    }
    precondition(loader.state.value?.count == pageCount * size, "memory: loader lost items")
    return meter.footprint(keeping: loader, listCapacity: loader.state.value?.capacity ?? 0)
  }

  @MainActor
  private func arrayFootprint(_ pageCount: Int, _ page: (Int) -> [Post]) -> Footprint {
    let meter = PeakMeter()
    let baseline = ArrayAppendBaseline()
    for index in 0..<pageCount {
      baseline.append(page(index))
    }
    return meter.footprint(keeping: baseline, listCapacity: baseline.items.capacity)
  }

  /// Measures from its creation to ``footprint(keeping:listCapacity:)``.
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
