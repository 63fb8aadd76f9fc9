import AsyncState

/// Issue 22's hitch: the dearest single page of a long list, not the typical one.
///
/// A loader that does extra work on some pages (an index that rebuilds when it fills, an
/// array that doubles) keeps a fine median and mean while one page drops a frame. This
/// workload loads 10,000, 100,000 and 1,000,000 items in pages of 50 and reports, for each
/// size, the worst page against the median page. As in the paging workload each page is timed
/// alone and each page index keeps its median over rounds, so a hitch the code makes at a
/// given size shows in every round and survives, while a page the scheduler happened to
/// preempt in one round does not.
struct WorstPageWorkload: Workload {
  let name = "worst-page"
  private let clock = ContinuousClock()
  private let timer = PageTimer()

  func run(into report: Report) async {
    let scale = report.scale
    let size = scale.pageSize
    for items in scale.worstPageItems {
      let pages = Post.pages(count: items / size, size: size)
      var runs: [String: [[Double]]] = [:]
      // The first page of each loader's warm-up: a first page with cold caches.
      var coldFirstPages: [String: [Double]] = [:]
      let subjects = ["loader", "loader-nodedup", "append", "index"]
      for round in 0..<scale.worstPageRounds {
        for offset in subjects.indices {
          let subject = subjects[(round + offset) % subjects.count]
          let costs: [Double]
          switch subject {
          case "loader", "loader-nodedup":
            let removesDuplicates = subject == "loader"
            coldFirstPages[subject, default: []].append(
              await timer.warmUpLoader(pages, size: size, removesDuplicates: removesDuplicates))
            costs = await timer.loaderCosts(
              pages, size: size, removesDuplicates: removesDuplicates)
          case "index":
            _ = indexCosts(Array(pages.prefix(PageTimer.warmUpPages)))
            costs = indexCosts(pages)
          default: costs = timer.appendCosts(pages)
          }
          runs[subject, default: []].append(costs)
        }
      }
      for (subject, label, target) in [
        ("loader", "loader", Target.atMost(2)),
        ("loader-nodedup", "loader dedup off", nil),
        ("append", "plain append", nil),
        ("index", "the duplicate index alone", nil),
      ] {
        let perPage = PageTimer.medianPerPage(runs[subject, default: []])
        // The index of the dearest page among `pages`.
        func dearest(_ pages: Range<Int>) -> Int? { pages.max { perPage[$0] < perPage[$1] } }
        let worst = dearest(perPage.indices) ?? 0
        let worstCost = perPage.isEmpty ? 0 : perPage[worst]
        let median = perPage.median
        report.addTimeRatio(
          name, "\(items) items: \(label), worst page (#\(worst)) / median page",
          library: worstCost, baseline: median, target: target)
        if subject.hasPrefix("loader"), perPage.count > 1 {
          // The first page is the loader's load(), which also meets costs no later page
          // does; the dearest loadMore() shows what the list's growth alone costs.
          let worstMore = dearest(1..<perPage.count) ?? 1
          report.addTimeRatio(
            name, "\(items) items: \(label), worst loadMore() (#\(worstMore)) / median page",
            library: perPage[worstMore], baseline: median)
          let cold = coldFirstPages[subject, default: []].median
          report.addTimeRatio(
            name, "\(items) items: \(label), first page, caches cold / median page",
            library: cold, baseline: median)
        }
      }
    }
    report.note(
      name,
      "\(scale.worstPageRounds) alternating rounds per size, pages of \(size) posts; each page "
        + "timed alone, once the pool's threads are awake (three empty tasks: the synchronous "
        + "subjects between runs let them sleep) and a throwaway subject of the same kind has "
        + "taken the first \(PageTimer.warmUpPages) pages (the subject run just before leaves "
        + "the caches cold; 'first page, caches cold' is that throwaway loader's first page), "
        + "each page index's median over rounds; the "
        + "worst page is the largest of "
        + "those medians (#n is its index), over the median of them all; the loader runs load() "
        + "then loadMore() over a keyset source with a fetch that returns a pre-built page at "
        + "once; the plain append shows what the list's own growth (an array doubling) costs; "
        + "'the duplicate index alone' is PagingLoader's ItemPositionIndex given each page "
        + "after a list whose capacity is reserved, so only the index's work is timed")
  }

  private func indexCosts(_ pages: [[Post]]) -> [Double] {
    var index = ItemPositionIndex()
    var list: [Post] = []
    list.reserveCapacity(pages.count * (pages.first?.count ?? 0))
    var costs = [Double](repeating: 0, count: pages.count)
    for (page, items) in pages.enumerated() {
      let before = clock.now
      let accepted = index.insertNewItems(of: items, after: list[...])
      costs[page] = before.duration(to: clock.now).nanoseconds
      list += accepted
    }
    precondition(list.count == index.count, "worst-page: the index lost items")
    blackHole(list)
    return costs
  }
}
