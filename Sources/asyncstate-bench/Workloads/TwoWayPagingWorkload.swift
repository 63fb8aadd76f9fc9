import AsyncState

/// Two-way paging: what putting a page before a long list costs, against appending one.
///
/// A cursor ``PagingLoader`` opened in the middle of its source loads pages of 50 posts until
/// it holds the workload's item count (10,000 at full scale), then loads pages at both ends in
/// turn: `loadPrevious()` (the leading end) and `loadMore()` (the trailing end), each timed
/// alone, with a fetch that returns a pre-built page at once. An append adds to the list in
/// place; a prepend copies it (a Swift array has no room at its front), so its cost grows with
/// the list — the ratio says by how much at this size. The duplicate index is not rebuilt by a
/// prepend: the pages put before the first one keep their ids in a set of their own.
struct TwoWayPagingWorkload: Workload {
  let name = "two-way"
  private let clock = ContinuousClock()

  func run(into report: Report) async {
    let scale = report.scale
    let size = scale.pageSize
    let items = scale.twoWayItems
    let steps = scale.twoWaySteps
    // Pages 0 ..< 2 × total; the list opens in the middle and grows downwards first.
    let total = items / size + steps + 1
    let loader = PagingLoader<Post, any Error>(startingAt: total) { (cursor: Int?) in
      let index = cursor ?? 0
      return Page(
        items: Post.page(at: index, size: size), previous: index > 0 ? index - 1 : nil,
        next: index < 2 * total ? index + 1 : nil)
    }
    await loader.load()
    while (loader.state.value?.count ?? 0) < items { await loader.loadMore() }
    var prepends: [Double] = []
    var appends: [Double] = []
    for step in 0..<steps {
      // Alternate which end goes first.
      for isPrepend in step.isMultiple(of: 2) ? [true, false] : [false, true] {
        let before = clock.now
        if isPrepend { await loader.loadPrevious() } else { await loader.loadMore() }
        let cost = before.duration(to: clock.now).nanoseconds
        if isPrepend { prepends.append(cost) } else { appends.append(cost) }
      }
    }
    let count = loader.state.value?.count ?? 0
    report.addCount(
      name, "\(items) items, \(steps) pages at each end: items after", count,
      exactly: items + 2 * steps * size)
    report.addTimeRatio(
      name, "\(items) items: prepend a page vs append a page, median",
      library: prepends.median, baseline: appends.median)
    report.note(
      name,
      "a cursor PagingLoader opened in the middle of its source, loaded to \(items) posts in "
        + "pages of \(size), then \(steps) loadPrevious() and \(steps) loadMore() in turn, each "
        + "timed alone (median); the fetch returns a pre-built page at once; a prepend copies "
        + "the list, an append does not")
  }
}
