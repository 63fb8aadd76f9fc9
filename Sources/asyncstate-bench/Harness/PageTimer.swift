import AsyncState

/// Times a list that grows page by page, each page alone, for the paging and worst-page
/// workloads: the same pre-built pages, the same clock and the same per-page medians, so
/// the two workloads' numbers stay comparable.
///
/// A page's cost is the time from the end of the previous page to the end of this one, in
/// nanoseconds.
@MainActor
struct PageTimer {
  private let clock = ContinuousClock()

  /// The cost of each of `count` pages, `loadPage(index)` timed alone, once the pool's
  /// threads are awake.
  func costs(_ count: Int, _ loadPage: (Int) async -> Void) async -> [Double] {
    await Self.wakePool()
    var costs = [Double](repeating: 0, count: count)
    var before = clock.now
    for page in 0..<count {
      await loadPage(page)
      let after = clock.now
      costs[page] = before.duration(to: after).nanoseconds
      before = after
    }
    return costs
  }

  /// A keyset ``PagingLoader`` given `pages`: `load()`, then `loadMore()` for every other
  /// page, with a fetch that returns the pre-built page at once, or that asks `server` for it
  /// (an actor: the fetch suspends, as a network call does).
  func loaderCosts(
    _ pages: [[Post]], size: Int, removesDuplicates: Bool, server: PostServer? = nil
  ) async -> [Double] {
    let loader =
      if let server {
        PagingLoader<Post, any Error>(
          pageSize: size, removesDuplicates: removesDuplicates,
          fetchFirst: { await server.page(after: nil) },
          fetchMore: { await server.page(after: $0) })
      } else {
        PagingLoader<Post, any Error>(
          pageSize: size, removesDuplicates: removesDuplicates,
          fetchFirst: { pages[0] },
          fetchMore: { last in
            let index = (last.id + 1) / size
            return index < pages.count ? pages[index] : []
          })
      }
    let costs = await costs(pages.count) { page in
      if page == 0 { await loader.load() } else { await loader.loadMore() }
    }
    precondition(loader.state.value?.count == pages.count * size, "paging: loader lost items")
    return costs
  }

  /// How many pages a throwaway subject takes before a subject is timed page by page.
  static let warmUpPages = 3

  /// Loads the first ``warmUpPages`` pages into a throwaway loader like ``loaderCosts``'s,
  /// and returns its first page's cost: a first page whose caches another subject had just
  /// filled.
  ///
  /// The workloads run their subjects in turn, so each timed loader's first pages came right
  /// after another subject's run, whose code and data had replaced the loader's in the
  /// caches: those pages were the dearest of a `worst-page` run at every size (#0 or #1, up to
  /// 2.0 times the median page), though the list's growth, which that workload measures, has
  /// no part in them. A scratch program timing 20-page loads, with 8 MB written and a `Set` of
  /// 20,000 built between loads, put the first page's median at 136 µs against 61 µs without
  /// (the second page 93 µs against 66, the median page 60 to 75).
  func warmUpLoader(_ pages: [[Post]], size: Int, removesDuplicates: Bool) async -> Double {
    let costs = await loaderCosts(
      Array(pages.prefix(Self.warmUpPages)), size: size, removesDuplicates: removesDuplicates)
    return costs.first ?? 0
  }

  /// Runs a few empty tasks on the pool and waits for them.
  ///
  /// The workloads run their synchronous subjects (a plain append, the index alone) between
  /// the loaders' runs, for long enough that the pool's threads go to sleep; the first page
  /// after them then paid for waking a thread, and was the dearest page of a run (2.4 to 3.4
  /// times the median page at 10,000 and 1,000,000 items in `worst-page`). A page in an app
  /// may meet a sleeping pool too, but that is the scheduler's cost, not the list's growth,
  /// which those rows measure.
  private static func wakePool() async {
    for _ in 0..<3 {
      await Task.detached {}.value
    }
  }

  /// `pages` appended to a plain array, as a hand-written list grows. Timed without the
  /// `async` closure of ``costs(_:_:)``, whose call would be a large share of an append.
  func appendCosts(_ pages: [[Post]]) -> [Double] {
    let baseline = ArrayAppendBaseline()
    var costs = [Double](repeating: 0, count: pages.count)
    var before = clock.now
    for (index, page) in pages.enumerated() {
      baseline.append(page)
      let after = clock.now
      costs[index] = before.duration(to: after).nanoseconds
      before = after
    }
    blackHole(baseline)
    return costs
  }

  /// The median of each page index over runs.
  static func medianPerPage(_ runs: [[Double]]) -> [Double] {
    guard let pageCount = runs.first?.count else { return [] }
    return (0..<pageCount).map { page in runs.map { $0[page] }.median }
  }
}
