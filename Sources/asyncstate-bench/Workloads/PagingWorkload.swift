import AsyncState

/// Workload 3: pages of 50 posts through ``PagingLoader/loadMore()`` against the seed deck's
/// `dataState = .success(old + new)` rebuild and against appending to a plain array.
///
/// Every side gets the same pre-built pages from a fetch that returns at once (and, in one
/// row, the loader and the appending view model from an actor), and is timed page by page.
/// For each page index the harness keeps the median over rounds; the cost of the last 100
/// pages over the first 100 (means of those medians) says whether a page costs more as the
/// list grows.
struct PagingWorkload: Workload {
  let name = "paging"
  private let timer = PageTimer()

  func run(into report: Report) async {
    let scale = report.scale
    for pageCount in scale.pageCounts {
      let pages = Post.pages(count: pageCount, size: scale.pageSize)
      let size = scale.pageSize
      let subjects: [(name: String, run: () async -> [Double])] = [
        ("loader", { await timer.loaderCosts(pages, size: size, removesDuplicates: true) }),
        (
          "loader-nodedup", { await timer.loaderCosts(pages, size: size, removesDuplicates: false) }
        ),
        ("rebuild", { await rebuildCosts(pages, size: size) }),
        ("viewmodel", { await viewModelCosts(pages, size: size) }),
        ("viewmodel-offmain", { await viewModelCosts(pages, size: size, offMain: true) }),
        ("handoff", { await handOffCosts(pages, size: size) }),
        (
          "loader-actor",
          {
            let server = PostServer(pages: pages, size: size)
            return await timer.loaderCosts(
              pages, size: size, removesDuplicates: false, server: server)
          }
        ),
        (
          "viewmodel-actor",
          { await viewModelCosts(pages, size: size, server: PostServer(pages: pages, size: size)) }
        ),
        ("append", { timer.appendCosts(pages) }),
      ]
      var runs: [String: [[Double]]] = [:]
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
      let perPage = runs.mapValues(PageTimer.medianPerPage)
      add(perPage, pageCount: pageCount, to: report)
      addMeansOfEveryPage(runs, pageCount: pageCount, to: report)
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
      "each page is timed alone, once the pool's threads are awake; per page index the "
        + "median over rounds, except in the rows 'mean of every page of every round' (a "
        + "page's time is bimodal here: short when the next job's thread is awake, 40-60 µs "
        + "longer when it must be woken); last100/first100 "
        + "is the mean of the last 100 pages' medians over the first 100's (array growth "
        + "included); the loader runs load() then loadMore() over a keyset source, the deck "
        + "view model fetchInitial() then fetchMore(), the appending view model loadMore() "
        + "(a Task {} that appends, awaited), all with a fetch that returns a "
        + "pre-built page at once (the view model's on the main actor, where it is called; "
        + "'fetching off the main actor': a @concurrent fetch, as the loader's); the bare "
        + "off-main hand-off is the loader's path for a page and nothing else: a pool task "
        + "fetches and resumes the caller's continuation, the caller appends (its ratio to the "
        + "view model is what fetching off the main actor costs by itself); the 'from an "
        + "actor' row gives the loader (dedup off) and "
        + "the appending view model a fetch that asks an actor for the page, so that it "
        + "suspends on both sides as a network call does")
  }

  /// The target rows' ratios again, from the mean of every page of every round rather than
  /// of the medians per page index.
  ///
  /// On this 2-core machine a page's time is bimodal: about 12 to 15 µs when the threads that
  /// run its jobs are awake, about 50 µs when one must be woken. A scratch program timing
  /// 10,000 pages per round, alone on the machine, read a median page of 12 µs for the
  /// appending view model in one round of six and 50 to 51 µs in the others (means 25 to 53
  /// µs), and 55 to 57 µs for the loader without duplicate removal in every round, with its
  /// 10th percentile at 14 to 27 µs (means 45 to 53 µs). The median per page index reports
  /// the more common mode of each page, which can differ between runs and programs; the mean
  /// counts both, as a user scrolling a list would feel them.
  private func addMeansOfEveryPage(
    _ runs: [String: [[Double]]], pageCount: Int, to report: Report
  ) {
    func mean(_ subject: String) -> Double {
      Array(runs[subject, default: []].joined()).mean
    }
    let label = "\(pageCount) pages"
    report.addTimeRatio(
      name, "\(label): loader dedup on vs off, mean of every page of every round",
      library: mean("loader"), baseline: mean("loader-nodedup"))
    report.addTimeRatio(
      name, "\(label): loader dedup off vs appending view model, mean of every page of every round",
      library: mean("loader-nodedup"), baseline: mean("viewmodel"))
    report.addTimeRatio(
      name,
      "\(label): loader dedup off vs view model fetching off the main actor, mean of every page "
        + "of every round",
      library: mean("loader-nodedup"), baseline: mean("viewmodel-offmain"))
    report.addTimeRatio(
      name,
      "\(label): loader dedup off vs bare off-main hand-off, mean of every page of every round",
      library: mean("loader-nodedup"), baseline: mean("handoff"))
    report.addTimeRatio(
      name,
      "\(label): bare off-main hand-off vs appending view model, mean of every page of every round",
      library: mean("handoff"), baseline: mean("viewmodel"))
  }

  private func add(
    _ perPage: [String: [Double]], pageCount: Int, to report: Report
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
      name, "\(label): loader dedup on vs off, mean/page",
      library: loader.mean, baseline: noDedup.mean, target: .atMost(1.2))
    let viewModel = perPage["viewmodel", default: []]
    report.addTimeRatio(
      name, "\(label): loader dedup off vs appending view model, mean/page",
      library: noDedup.mean, baseline: viewModel.mean, target: .atMost(2))
    report.addTimeRatio(
      name, "\(label): loader vs appending view model, mean/page",
      library: loader.mean, baseline: viewModel.mean)
    report.addTimeRatio(
      name, "\(label): loader dedup off vs view model fetching off the main actor, mean/page",
      library: noDedup.mean, baseline: perPage["viewmodel-offmain", default: []].mean)
    let handOff = perPage["handoff", default: []]
    report.addTimeRatio(
      name, "\(label): loader dedup off vs bare off-main hand-off, mean/page",
      library: noDedup.mean, baseline: handOff.mean)
    report.addTimeRatio(
      name, "\(label): bare off-main hand-off vs appending view model, mean/page",
      library: handOff.mean, baseline: viewModel.mean)
    report.addTimeRatio(
      name, "\(label): loader dedup off vs appending view model, both from an actor, mean/page",
      library: perPage["loader-actor", default: []].mean,
      baseline: perPage["viewmodel-actor", default: []].mean)
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

  /// The appending view model's cost per page. Its fetch runs where it is called, on the main
  /// actor (this package builds with `NonisolatedNonsendingByDefault`, as Xcode 26 apps do):
  /// with `offMain`, it runs off the main actor instead, as the loader runs every fetch
  /// (`@concurrent`).
  private func viewModelCosts(
    _ pages: [[Post]], size: Int, server: PostServer? = nil, offMain: Bool = false
  ) async -> [Double] {
    let fetch: @Sendable (Post?) -> [Post] = { last in
      let index = last.map { ($0.id + 1) / size } ?? 0
      return index < pages.count ? pages[index] : []
    }
    let fetchOffMain: @concurrent @Sendable (Post?) async -> [Post] = { fetch($0) }
    let model =
      if let server {
        AppendPagingViewModel { await server.page(after: $0) }
      } else if offMain {
        AppendPagingViewModel { await fetchOffMain($0) }
      } else {
        AppendPagingViewModel { fetch($0) }
      }
    let costs = await timer.costs(pages.count) { _ in await model.loadMore().value }
    precondition(model.posts.count == pages.count * size, "paging: view model lost items")
    return costs
  }

  /// The bare off-main hand-off's cost per page (``HandOffPagingBaseline``), with a fetch like
  /// the loader's: a `@concurrent` closure that returns the pre-built page.
  private func handOffCosts(_ pages: [[Post]], size: Int) async -> [Double] {
    let baseline = HandOffPagingBaseline { last in
      let index = last.map { ($0.id + 1) / size } ?? 0
      return index < pages.count ? pages[index] : []
    }
    let costs = await timer.costs(pages.count) { _ in await baseline.loadMore() }
    precondition(baseline.posts.count == pages.count * size, "paging: hand-off lost items")
    return costs
  }

  private func rebuildCosts(_ pages: [[Post]], size: Int) async -> [Double] {
    let model = RebuildPagingViewModel(count: size) { minID, _ in
      let index = minID / size
      return index < pages.count ? pages[index] : []
    }
    let costs = await timer.costs(pages.count) { page in
      if page == 0 { await model.fetchInitial() } else { await model.fetchMore() }
    }
    precondition(model.posts.count == pages.count * size, "paging: rebuild lost items")
    return costs
  }
}
