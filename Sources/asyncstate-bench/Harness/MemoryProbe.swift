import AsyncState
import Foundation

/// One peak-memory measurement, run in a child process of its own.
///
/// Measured in the benchmark's own process, the resident-set high-water mark depended on
/// what earlier rounds left in the allocator: the same subject read 1.05× in one run and
/// 1.35× in the next. A fresh process per measurement starts every subject from the same
/// heap. The parent starts `asyncstate-bench --memory-probe SUBJECT:ITEMS:PAGESIZE` and
/// reads one line back.
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

  var subject: Subject
  var items: Int
  var pageSize: Int

  init(subject: Subject, items: Int, pageSize: Int) {
    self.subject = subject
    self.items = items
    self.pageSize = pageSize
  }

  /// Parses `SUBJECT:ITEMS:PAGESIZE`.
  init?(argument: String) {
    let parts = argument.split(separator: ":")
    guard parts.count == 3, let subject = Subject(rawValue: String(parts[0])),
      let items = Int(parts[1]), let pageSize = Int(parts[2]), items > 0, pageSize > 0
    else { return nil }
    self.init(subject: subject, items: items, pageSize: pageSize)
  }

  var argument: String { "\(subject.rawValue):\(items):\(pageSize)" }

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
    let pages = Post.pages(count: items / pageSize, size: pageSize)
    HeapMeter.useFixedMmapThreshold(bytes: 128 * 1024)
    switch subject {
    case .loader:
      return await loaderFootprint(pages, removesDuplicates: true)
    case .loaderWithoutDeduplication:
      return await loaderFootprint(pages, removesDuplicates: false)
    case .array:
      return arrayFootprint(pages)
    }
  }

  /// Starts a child process that runs this probe, and reads its footprint.
  ///
  /// - Returns: `nil` if the child could not run or printed something unexpected.
  func measureInChildProcess() -> Footprint? {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    child.arguments = ["--memory-probe", argument]
    let output = Pipe()
    child.standardOutput = output
    do {
      try child.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0,
      let text = String(data: data, encoding: .utf8)?.trimmingCharacters(
        in: .whitespacesAndNewlines)
    else { return nil }
    return Footprint(line: text)
  }

  @MainActor
  private func loaderFootprint(_ pages: [[Post]], removesDuplicates: Bool) async -> Footprint {
    let size = pageSize
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

  @MainActor
  private func arrayFootprint(_ pages: [[Post]]) -> Footprint {
    let meter = PeakMeter()
    let baseline = ArrayAppendBaseline()
    for page in pages {
      baseline.append(page)
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
