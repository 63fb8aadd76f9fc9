import AsyncState

/// Cache workload 1: looking up a loader by key in a ``LoaderCache`` against a plain
/// `[Key: DataLoader]` dictionary an app would keep by hand.
///
/// Both sides look up the same 1,024 keys (the same query struct, hashed by its id) in turn
/// and fold each loader's identity into a sink. The target line asks for keys whose entries
/// exist, as a screen does when it appears for data another screen or a prefetch loaded, or
/// when SwiftUI re-creates a view. A second line measures the first ask for a key, which
/// creates the entry and its loader, against creating a loader and inserting it by hand.
struct CacheLookupWorkload: Workload {
  let name = "cache-lookup"
  private let keyCount = 1_024

  func run(into report: Report) async {
    let fetches = CallCounter()
    let queries = (0..<keyCount).map { PostQuery(id: $0, fetches: fetches) }
    let mask = keyCount - 1
    let cache = LoaderCache(configuration: .init(maxEntries: keyCount))
    let held = queries.map { cache.loader(for: $0) }
    var dictionary: [PostQuery: DataLoader<Post, any Error>] = [:]
    for query in queries {
      dictionary[query] = DataLoader { try await query.fetch() }
    }

    let lookups = await AlternatingRounds(scale: report.scale).run([
      Subject("library") { iterations in
        var sink = 0
        for index in 0..<iterations {
          sink &+= ObjectIdentifier(cache.loader(for: queries[index & mask])).hashValue
        }
        blackHole(sink)
      },
      Subject("dictionary") { iterations in
        var sink = 0
        for index in 0..<iterations {
          sink &+= ObjectIdentifier(dictionary[queries[index & mask]]!).hashValue
        }
        blackHole(sink)
      },
    ])
    let creations = await AlternatingRounds(scale: report.scale).run([
      Subject("library") { iterations in
        let cache = LoaderCache(configuration: .init(maxEntries: iterations))
        for index in 0..<iterations {
          blackHole(cache.loader(for: PostQuery(id: index, fetches: fetches)))
        }
      },
      Subject("dictionary") { iterations in
        var dictionary: [PostQuery: DataLoader<Post, any Error>] = [:]
        for index in 0..<iterations {
          let query = PostQuery(id: index, fetches: fetches)
          let loader = DataLoader { try await query.fetch() }
          dictionary[query] = loader
          blackHole(loader)
        }
      },
    ])
    precondition(cache.count == keyCount && fetches.count == 0, "cache-lookup: a key was lost")
    withExtendedLifetime(held) {}

    report.addTimeRatio(
      name, "lookup of a cached key vs [Key: DataLoader]", lookups, "library", vs: "dictionary",
      target: .atMost(1.5))
    let library = lookups.median("library")
    let baseline = lookups.median("dictionary")
    // Not addRatio: the value is the ratio of the times, not of the rounded rates shown.
    report.add(
      BenchResult(
        workload: name, measure: "lookups per second: cache vs dictionary",
        library: .count(Int(1e9 / library)), baseline: .count(Int(1e9 / baseline)),
        value: .ratio(baseline / library), fullScale: report.scale.isFull))
    report.addTimeRatio(
      name, "first lookup (creates the entry) vs new loader inserted", creations, "library",
      vs: "dictionary")
    report.note(
      name,
      "median ns per lookup over \(report.scale.rounds) alternating rounds; \(keyCount) keys "
        + "(a struct hashed by its id) looked up in turn, every loader held (the entries in "
        + "use); each side folds the loader's ObjectIdentifier hash into a sink; 'first "
        + "lookup': a new cache per round, every key new")
  }
}
