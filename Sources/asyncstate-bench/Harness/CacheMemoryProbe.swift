import AsyncState

/// The cache-memory workload's measurement, run in a child process with glibc's per-thread
/// caches of freed chunks turned off.
///
/// The workload's last target is that at most 1% of what a full cache held is left on the
/// heap once the cache is gone. Read in the benchmark's own process, what was left included
/// the chunks that glibc keeps in each thread's cache (tcache) after they are freed: 20 to
/// 60 kB, against a limit of about 35 kB, so the same code passed or missed from run to run
/// (19 to 42 kB in eight runs, three of them over the limit, before and after a commit that
/// changed only the benchmark; 2 to 8 kB in this child). Those chunks are free memory the
/// allocator keeps, not memory the cache holds. The parent starts `asyncstate-bench
/// --cache-memory-probe KEYS:LIMIT` with `GLIBC_TUNABLES=glibc.malloc.tcache_count=0` and
/// reads one line back.
struct CacheMemoryProbe: Equatable {
  /// Keys loaded through the cache.
  var keys: Int
  /// The cache's entry limit.
  var limit: Int

  /// Parses `KEYS:LIMIT`.
  init?(argument: String) {
    let parts = argument.split(separator: ":")
    guard parts.count == 2, let keys = Int(parts[0]), let limit = Int(parts[1]), keys > 0,
      limit > 0, limit <= keys
    else { return nil }
    self.init(keys: keys, limit: limit)
  }

  init(keys: Int, limit: Int) {
    self.keys = keys
    self.limit = limit
  }

  /// What one run measured.
  struct Readings: Equatable {
    /// The most entries the cache held at once.
    var largest: Int
    /// The fetches made, through the cache and through the registry.
    var fetches: Int
    /// The heap in use before the cache, once it first held its limit, after every key,
    /// after a memory warning, once it was gone, and with the registry instead; `nil` where
    /// glibc's statistics are unavailable.
    var heapBefore: Int?
    var heapAtLimit: Int?
    var heapAfterKeys: Int?
    var heapAfterWarning: Int?
    var heapAfter: Int?
    var baselineHeap: Int?
    /// The resident set before the cache and once it was gone.
    var residentBefore: Int?
    var residentAfter: Int?

    private var fields: [Int?] {
      [
        largest, fetches, heapBefore, heapAtLimit, heapAfterKeys, heapAfterWarning, heapAfter,
        baselineHeap, residentBefore, residentAfter,
      ]
    }

    /// The readings as one line, `-` for a missing one.
    var line: String {
      fields.map { $0.map(String.init) ?? "-" }.joined(separator: " ")
    }

    /// Parses ``line``; `nil` unless it has every field, each a number or `-`.
    init?(line: String) {
      let fields = line.split(separator: " ")
      let values = fields.map { $0 == "-" ? nil : Int($0) }
      guard fields.count == 10, zip(fields, values).allSatisfy({ $0 == "-" || $1 != nil }),
        let largest = values[0], let fetches = values[1]
      else { return nil }
      self.init(largest: largest, fetches: fetches)
      (heapBefore, heapAtLimit, heapAfterKeys) = (values[2], values[3], values[4])
      (heapAfterWarning, heapAfter, baselineHeap) = (values[5], values[6], values[7])
      (residentBefore, residentAfter) = (values[8], values[9])
    }

    init(largest: Int, fetches: Int) {
      self.largest = largest
      self.fetches = fetches
    }
  }

  /// Loads ``keys`` keys through a cache of ``limit`` entries, each by a screen that then
  /// goes away, and reads the heap along the way; then the same keys through a plain
  /// registry of loaders that is never trimmed, as a hand-written one grows.
  @MainActor
  func measure() async -> Readings {
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
    let before = MemorySnapshot.now()
    var largest = 0
    var readings = Readings(largest: 0, fetches: 0)
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
          readings.heapAtLimit = HeapMeter.bytesInUse()
        }
      }
      HeapMeter.trim()
      readings.heapAfterKeys = HeapMeter.bytesInUse()
      cache.didReceiveMemoryWarning()
      precondition(cache.count == 0, "cache-memory: an unused entry survived a memory warning")
      HeapMeter.trim()
      readings.heapAfterWarning = HeapMeter.bytesInUse()
    }
    let after = MemorySnapshot.now()

    do {
      var registry: [PostQuery: DataLoader<Post, any Error>] = [:]
      for id in 0..<keys {
        let query = PostQuery(id: id, fetches: fetches)
        let loader = DataLoader { try await query.fetch() }
        registry[query] = loader
        await loader.load()
      }
      HeapMeter.trim()
      readings.baselineHeap = HeapMeter.bytesInUse()
      blackHole(registry.count)
    }
    readings.largest = largest
    readings.fetches = fetches.count
    readings.heapBefore = before.heap
    readings.heapAfter = after.heap
    readings.residentBefore = before.resident
    readings.residentAfter = after.resident
    return readings
  }

  /// Starts a child process that runs this probe with glibc's thread caches off, and reads
  /// what it measured.
  ///
  /// - Returns: `nil` if the child could not run or printed something unexpected.
  func measureInChildProcess() -> Readings? {
    ChildProcess.output(
      of: ["--cache-memory-probe", "\(keys):\(limit)"],
      environment: ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"]
    ).flatMap(Readings.init(line:))
  }
}
