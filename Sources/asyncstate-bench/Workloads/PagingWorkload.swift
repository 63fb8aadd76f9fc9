import AsyncState

/// Workload 3: pages of 50 posts through ``PagingLoader/loadMore()`` against the seed deck's
/// `dataState = .success(old + new)` rebuild and against appending to a plain array.
///
/// Every side gets the same pre-built pages from a fetch that returns at once, and is timed
/// page by page. For each page index the harness keeps the median over rounds; the cost of
/// the last 100 pages over the first 100 (means of those medians) says whether a page costs
/// more as the list grows.
@MainActor
struct PagingWorkload: Workload {
  let name = "paging"
  private let clock = ContinuousClock()

  /// Per-page cost of one run, in nanoseconds.
  private typealias Costs = [Double]

  func run(into report: Report) async {
    let scale = report.scale
    for pageCount in scale.pageCounts {
      let pages = Post.pages(count: pageCount, size: scale.pageSize)
      let subjects: [(name: String, run: () async -> Costs)] = [
        ("loader", { await loaderCosts(pages, size: scale.pageSize, removesDuplicates: true) }),
        (
          "loader-nodedup",
          {
            await loaderCosts(pages, size: scale.pageSize, removesDuplicates: false)
          }
        ),
        ("rebuild", { await rebuildCosts(pages, size: scale.pageSize) }),
        ("append", { appendCosts(pages) }),
      ]
      var runs: [String: [Costs]] = [:]
      let rounds = scale.pagingRounds(pageCount)
      let rebuildRounds = scale.rebuildRounds(pageCount)
      for round in 0..<rounds {
        for offset in subjects.indices {
          let subject = subjects[(round + offset) % subjects.count]
          // The rebuild runs in the first rounds only when it has fewer.
          if subject.name == "rebuild" && round >= rebuildRounds { continue }
          runs[subject.name, default: []].append(await subject.run())
        }
      }
      let perPage = runs.mapValues(Self.medianPerPage)
      add(perPage, pageCount: pageCount, to: report)
      report.note(
        name,
        "\(pageCount) pages: \(rounds) rounds, the deck rebuild in \(rebuildRounds) of them")
      if pageCount == scale.pageCounts.max() {
        report.pagingPlot = PagingPlot(
          title: "Cost of each page, \(pageCount) pages of \(scale.pageSize) posts",
          series: [
            .init(
              label: "deck rebuild: .success(old + new)", color: "#d62728",
              nanoseconds: perPage["rebuild", default: []]),
            .init(
              label: "PagingLoader.loadMore()", color: "#1f77b4",
              nanoseconds: perPage["loader", default: []]),
            .init(
              label: "plain array append", color: "#7f7f7f",
              nanoseconds: perPage["append", default: []]),
          ])
      }
    }
    report.note(
      name,
      "each page is timed alone; per page index the median over rounds; last100/first100 "
        + "is the mean of the last 100 pages' medians over the first 100's (array growth "
        + "included); the loader runs load() then loadMore() over a keyset source, the deck "
        + "view model fetchInitial() then fetchMore(), all with a fetch that returns a "
        + "pre-built page at once")
  }

  private func add(
    _ perPage: [String: Costs], pageCount: Int, to report: Report
  ) {
    let label = "\(pageCount) pages"
    let loader = perPage["loader", default: []]
    let noDedup = perPage["loader-nodedup", default: []]
    let rebuild = perPage["rebuild", default: []]
    let append = perPage["append", default: []]
    report.addTimeRatio(
      name, "\(label): loader vs deck rebuild, mean/page",
      library: loader.mean, baseline: rebuild.mean)
    report.addTimeRatio(
      name, "\(label): loader vs plain append, mean/page",
      library: loader.mean, baseline: append.mean)
    report.addTimeRatio(
      name, "\(label): loader dedup off vs on, mean/page",
      library: noDedup.mean, baseline: loader.mean)
    let window = min(100, pageCount / 2)
    for (subject, costs, target) in [
      ("loader", loader, Target.atMost(1.5)),
      ("loader dedup off", noDedup, nil),
      ("deck rebuild", rebuild, nil),
      ("plain append", append, nil),
    ] {
      let first = Array(costs.prefix(window)).mean
      let last = Array(costs.suffix(window)).mean
      report.addRatio(
        name, "\(label): \(subject), last\(window)/first\(window)", library: .nanoseconds(last),
        baseline: .nanoseconds(first), target: target)
    }
  }

  /// The median of each page index over runs.
  private static func medianPerPage(_ runs: [Costs]) -> Costs {
    guard let pageCount = runs.first?.count else { return [] }
    return (0..<pageCount).map { page in runs.map { $0[page] }.median }
  }

  private func loaderCosts(
    _ pages: [[Post]], size: Int, removesDuplicates: Bool
  ) async -> Costs {
    let loader = PagingLoader<Post, any Error>(
      pageSize: size, removesDuplicates: removesDuplicates,
      fetchFirst: { pages[0] },
      fetchMore: { last in
        let index = (last.id + 1) / size
        return index < pages.count ? pages[index] : []
      })
    let costs = await timePages(pages.count) { page in
      if page == 0 { await loader.load() } else { await loader.loadMore() }
    }
    precondition(loader.state.value?.count == pages.count * size, "paging: loader lost items")
    return costs
  }

  private func rebuildCosts(_ pages: [[Post]], size: Int) async -> Costs {
    let model = RebuildPagingViewModel(count: size) { minID, _ in
      let index = minID / size
      return index < pages.count ? pages[index] : []
    }
    let costs = await timePages(pages.count) { page in
      if page == 0 { await model.fetchInitial() } else { await model.fetchMore() }
    }
    precondition(model.posts.count == pages.count * size, "paging: rebuild lost items")
    return costs
  }

  private func appendCosts(_ pages: [[Post]]) -> Costs {
    let baseline = ArrayAppendBaseline()
    var costs = Costs(repeating: 0, count: pages.count)
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

  private func timePages(_ count: Int, _ loadPage: (Int) async -> Void) async -> Costs {
    var costs = Costs(repeating: 0, count: count)
    var before = clock.now
    for page in 0..<count {
      await loadPage(page)
      let after = clock.now
      costs[page] = before.duration(to: after).nanoseconds
      before = after
    }
    return costs
  }
}
