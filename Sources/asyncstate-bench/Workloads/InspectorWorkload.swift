import AsyncState

/// Inspector workload (issue 27): what recording costs per transition, with the inspector
/// closed and open, against the same cache without one, in the same run.
///
/// Every side writes values into 64 cached entries held by screens (`setValue`, one
/// `valueReplaced` transition each, synchronous), in turn:
///
/// - `off`: a cache no inspector ever watched: the baseline.
/// - `closed`: a cache whose inspector was opened and closed: what an app pays when the
///   inspector is not shown (one more empty-list check per change).
/// - `on`: a cache with a `LoaderInspector` open, recording every transition (from, to,
///   cause, time) into its bounded history, which is full after the warm-up, so each
///   record replaces the oldest.
/// - `by-hand`: the same writes into a `[Key: Value]` dictionary with a hand-written log
///   line per write into a bounded array, for scale.
struct InspectorWorkload: Workload {
  let name = "inspector"
  private let keyCount = 64
  private let historyLimit = 500

  func run(into report: Report) async {
    let fetches = CallCounter()
    let queries = (0..<keyCount).map { PostQuery(id: $0, fetches: fetches) }
    let values = (0..<keyCount).map { Post(id: $0) }
    let mask = keyCount - 1
    let off = LoaderCache(configuration: .init(maxEntries: keyCount))
    let closed = LoaderCache(configuration: .init(maxEntries: keyCount))
    let open = LoaderCache(configuration: .init(maxEntries: keyCount))
    let held = [off, closed, open].flatMap { cache in queries.map { cache.loader(for: $0) } }
    LoaderInspector(cache: closed).close()
    let inspector = LoaderInspector(cache: open, historyLimit: historyLimit)
    var dictionary: [PostQuery: Post] = [:]
    var log: [String] = []
    var logHead = 0

    func writes(_ cache: LoaderCache) -> (Int) async -> Void {
      { iterations in
        for index in 0..<iterations {
          cache.setValue(values[index & mask], for: queries[index & mask])
        }
        blackHole(cache)
      }
    }
    // Fill the open inspector's history before the rounds, so that every timed write replaces
    // the oldest record however few writes the rounds make: they run for a time, not a count,
    // and a debug `--quick` run on a slow machine made fewer writes than the history holds.
    await writes(open)(historyLimit)
    let timing = await AlternatingRounds(scale: report.scale).run([
      Subject("off", run: writes(off)),
      Subject("closed", run: writes(closed)),
      Subject("on", run: writes(open)),
      Subject("by-hand") { iterations in
        for index in 0..<iterations {
          let query = queries[index & mask]
          let old = dictionary.updateValue(values[index & mask], forKey: query)
          let line = "\(query.id): \(old.map { "\($0.title)" } ?? "nil") → \(values[index & mask])"
          if log.count < historyLimit {
            log.append(line)
          } else {
            log[logHead] = line
            logHead = (logHead + 1) % historyLimit
          }
        }
        blackHole(log.count)
      },
    ])
    let recorded = inspector.records.count
    precondition(
      recorded == historyLimit && fetches.count == 0 && off.count == keyCount,
      "inspector: the history is not full, or a write fetched or lost an entry")
    withExtendedLifetime(held) {}

    report.addTimeRatio(
      name, "transition, inspector closed vs never opened", timing, "closed", vs: "off",
      target: .atMost(1.1))
    report.addTimeRatio(name, "transition, inspector open vs never opened", timing, "on", vs: "off")
    report.addTimeRatio(
      name, "transition recorded vs dictionary write + log line", timing, "on", vs: "by-hand")
    report.addValue(
      name, "recording cost per transition (open - never opened)",
      .nanoseconds(max(0, timing.median("on") - timing.median("off"))))
    report.addCount(name, "history kept (bounded)", recorded, exactly: historyLimit)
    report.note(
      name,
      "median ns per cache write (one valueReplaced transition) over \(report.scale.rounds) "
        + "alternating rounds; \(keyCount) entries held by screens, written in turn; 'open' "
        + "records from/to/cause/time into a \(historyLimit)-record history that is full "
        + "after the warm-up")
  }
}
