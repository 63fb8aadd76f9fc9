import AsyncState

/// Issue 22, items 3 and 4: what each loader operation costs besides time — heap allocations
/// and executor jobs per operation — against the code written by hand, counted in the same
/// run by ``OperationCounter``.
///
/// The operations: creating a ``DataLoader``, creating one and loading once, a reused
/// loader's `refresh()`, and one page of ``PagingLoader/loadMore()`` with duplicate removal
/// off and on. Their baselines are seed 001's `Task {}` view model (``TaskViewModel``: created,
/// created and loaded, reused) and a hand-written appending view model in the same style
/// (``AppendPagingViewModel``: a `Task {}` per page). Every fetch returns a pre-built value at
/// once; the last row fetches its pages from an actor (``PostServer``) on both sides, so the
/// fetch suspends as a network call does.
///
/// The counts do not depend on timing, so `--quick` checks the executor jobs exactly; the
/// allocations depend on the optimiser (a debug build allocates more), so they are exact
/// targets in release builds only.
struct OperationCostsWorkload: Workload {
  let name = "costs"

  func run(into report: Report) async {
    let counter = OperationCounter()
    guard counter.isAvailable else {
      report.note(name, "not measured: counting needs glibc and ELF import slots")
      return
    }
    let operations = report.scale.isFull ? 1_000 : 100
    let fetches = CallCounter()
    let post = Post(id: 1)
    let fetch: @Sendable () async throws -> Post = {
      fetches.increment()
      return post
    }

    // Creating.
    let createLoader = await counter.perOperation(operations: operations) {
      for _ in 0..<operations { blackHole(DataLoader<Post, any Error>(fetch: fetch)) }
    }
    let createModel = await counter.perOperation(operations: operations) {
      for _ in 0..<operations { blackHole(TaskViewModel(fetch: fetch)) }
    }
    add(
      "create a DataLoader vs a Task {} view model", createLoader, createModel,
      expected: (15, 0, 0), to: report)

    // Creating and loading once.
    let loadNew = await counter.perOperation(operations: operations) {
      for _ in 0..<operations {
        let loader = DataLoader<Post, any Error>(fetch: fetch)
        await loader.load()
        blackHole(loader)
      }
    }
    let loadNewModel = await counter.perOperation(operations: operations) {
      for _ in 0..<operations {
        let model = TaskViewModel(fetch: fetch)
        await model.load().value
        blackHole(model)
      }
    }
    add(
      "new loader + load() vs new view model + load()", loadNew, loadNewModel,
      expected: (26, 0, 0), to: report)

    // A reused loader's refresh.
    let loader = DataLoader<Post, any Error>(fetch: fetch)
    let model = TaskViewModel(fetch: fetch)
    await loader.load()
    await model.load().value
    let refresh = await counter.perOperation(operations: operations) {
      for _ in 0..<operations { await loader.refresh() }
    }
    let reload = await counter.perOperation(operations: operations) {
      for _ in 0..<operations { await model.load().value }
    }
    add(
      "refresh() vs the view model's load(), reused", refresh, reload, expected: (6, 0, 0),
      to: report)

    // One page.
    let batches = 3
    let size = report.scale.pageSize
    let pages = Post.pages(count: 1 + batches * operations, size: size)
    let fetchPage: @Sendable (Post?) async throws -> [Post] = { last in
      let index = last.map { ($0.id + 1) / size } ?? 0
      return index < pages.count ? pages[index] : []
    }
    let pageCounter = PageCounter(counter: counter, operations: operations, batches: batches)
    let appending = AppendPagingViewModel(getPosts: fetchPage)
    let viewModelPage = await pageCounter.page(of: appending)
    var pageWithoutDeduplication: OperationCounts?
    for removesDuplicates in [false, true] {
      let paging = PagingLoader<Post, any Error>(
        pageSize: size, removesDuplicates: removesDuplicates,
        fetchFirst: { try await fetchPage(nil) }, fetchMore: { try await fetchPage($0) })
      let page = await pageCounter.page(of: paging, as: appending)
      if !removesDuplicates { pageWithoutDeduplication = page }
      add(
        "loadMore(), dedup \(removesDuplicates ? "on" : "off"), vs appending view model",
        page, viewModelPage, expected: (nil, 1, 2), jobsAtMost: true, to: report)
    }
    // The same view model with its fetch off the main actor, where the loader runs every
    // fetch: this workload's view model fetches where it is called, on the main actor. The
    // `@concurrent` closure calls a synchronous one: around an `await` of the nonsending
    // `fetchPage` the optimiser dropped its hop (2 main-actor and 1 pool job, as on the main
    // actor); this way it reads 3 and 2.
    let pageAfter: @Sendable (Post?) -> [Post] = { last in
      let index = last.map { ($0.id + 1) / size } ?? 0
      return index < pages.count ? pages[index] : []
    }
    let fetchOffMain: @concurrent @Sendable (Post?) async -> [Post] = { pageAfter($0) }
    let offMainPage = await pageCounter.page(
      of: AppendPagingViewModel { await fetchOffMain($0) })
    if let pageWithoutDeduplication {
      add(
        "loadMore(), dedup off, vs view model fetching off the main actor",
        pageWithoutDeduplication, offMainPage, expected: (nil, 1, 2), jobsAtMost: true,
        to: report)
    }
    // The loader's path for a page with nothing else (`HandOffPagingBaseline`): a pool task
    // fetches and resumes the waiting caller. Its jobs are the least an off-main page takes.
    let handOffPage = await pageCounter.page(of: HandOffPagingBaseline { pageAfter($0) })
    if let pageWithoutDeduplication {
      add(
        "loadMore(), dedup off, vs bare off-main hand-off", pageWithoutDeduplication,
        handOffPage, expected: (nil, 1, 2), jobsAtMost: true, to: report)
    }

    // One page from an actor: the fetch suspends, as a network call does.
    let server = PostServer(pages: pages, size: size)
    let clientModel = AppendPagingViewModel(getPosts: { await server.page(after: $0) })
    let clientModelPage = await pageCounter.page(of: clientModel)
    let client = PagingLoader<Post, any Error>(
      pageSize: size, fetchFirst: { await server.page(after: nil) },
      fetchMore: { await server.page(after: $0) })
    let clientPage = await pageCounter.page(of: client, as: clientModel)
    add(
      "loadMore() from an actor client vs appending view model", clientPage, clientModelPage,
      expected: (nil, 1, 2), jobsAtMost: true, to: report)
    precondition(fetches.count > 0 && loader.state.value != nil, "costs: nothing loaded")
    report.note(
      name,
      "per operation, the batch of \(operations) (of 3) that allocated least: allocations are "
        + "calls to malloc/calloc/realloc/posix_memalign/aligned_alloc from every library; "
        + "jobs are the concurrency runtime's dispatch_async_f calls (main queue: hops to the "
        + "main actor; others: the cooperative pool); the page rows load pages of "
        + "\(size) pre-built posts, the view model appends them to its array; a page's "
        + "allocations vary by one from run to run (libdispatch's cache of continuations), "
        + "so they are not checked")
  }

  /// Counts one page, `operations` pages in each of `batches` batches, after the first page.
  @MainActor
  private struct PageCounter {
    let counter: OperationCounter
    let operations: Int
    let batches: Int

    /// A page of the appending view model, after its first.
    func page(of model: AppendPagingViewModel) async -> OperationCounts {
      await model.loadMore().value
      return await counter.perOperation(operations: operations, batches: batches) {
        for _ in 0..<operations { await model.loadMore().value }
      }
    }

    /// A page of the bare off-main hand-off, after its first.
    func page(of baseline: HandOffPagingBaseline) async -> OperationCounts {
      await baseline.loadMore()
      return await counter.perOperation(operations: operations, batches: batches) {
        for _ in 0..<operations { await baseline.loadMore() }
      }
    }

    /// A page of `loader`, after its `load()`; it must end with the items `model` holds.
    func page(
      of loader: PagingLoader<Post, any Error>, as model: AppendPagingViewModel
    ) async -> OperationCounts {
      await loader.load()
      let page = await counter.perOperation(operations: operations, batches: batches) {
        for _ in 0..<operations { await loader.loadMore() }
      }
      precondition(
        loader.state.value?.count == model.posts.count, "costs: a page was not loaded")
      return page
    }
  }

  /// Adds the allocation and job lines of one operation against its baseline, each checked
  /// against the library's expected count: the jobs in every build, the allocations in a
  /// release build (a debug build allocates more).
  ///
  /// A page runs its fetch off the main actor and hands the result to its caller in every build:
  /// 1 main-actor and 2 pool jobs, whatever the fetch closure is. They are the page's task
  /// starting on the pool, the caller's continuation resumed on the pool (the runtime resumes
  /// every continuation there) and the caller's hop from there to the main actor; the appending
  /// view model's caller, awaiting its task's `value`, is resumed on the pool and hops back too
  /// (each call's stack recorded in scratch programs, BENCHMARKS.md). (Until this release a page
  /// ran on the main actor; with this workload's fetch, a closure that only calls another one,
  /// the optimiser dropped the closure's hop to the pool in a release build, so these rows
  /// counted no job, while `paging`'s fetch, which indexes an array itself, kept it: 2 and 2 per
  /// page, found with `gdb`.) A page's allocations are not an exact target: the call stack of
  /// each allocation, recorded in a scratch build of this workload, showed 12 made by the library
  /// and the runtime on every page, and one more in some runs only: libdispatch's
  /// `_dispatch_continuation_alloc_from_heap`, when it enqueues the page's task from a thread
  /// whose cache of free continuations is empty (continuations go back to the cache of the thread
  /// that ran them), which depends on which threads ran earlier jobs.
  ///
  /// A page's jobs are bounded, not exact (`jobsAtMost`): its caller registers, then starts
  /// the fetch, and when the fetch hands the result over before the caller has suspended,
  /// the caller does not suspend at all, and the page takes 1 pool job and none on the main
  /// actor. Which happens depends on the threads' timing: in `--quick` release runs, 49 to 74
  /// pages of 100 (a scratch build printing each batch's counts); in the full runs, few
  /// enough that the rounded counts read 1 and 2.
  private func add(
    _ label: String, _ library: OperationCounts, _ baseline: OperationCounts,
    expected: (allocations: Int?, mainJobs: Int, poolJobs: Int), jobsAtMost: Bool = false,
    to report: Report
  ) {
    #if DEBUG
      let expectedAllocations: Int? = nil
    #else
      let expectedAllocations: Int? = expected.allocations
    #endif
    let expectedJobs = (main: expected.mainJobs, pool: expected.poolJobs)
    report.addCount(
      name, "\(label): allocations", Int(library.allocations.rounded()),
      baseline: Int(baseline.allocations.rounded()), exactly: expectedAllocations)
    let jobs = [
      ("main-actor jobs", library.mainJobs, baseline.mainJobs, expectedJobs.main),
      ("pool jobs", library.poolJobs, baseline.poolJobs, expectedJobs.pool),
    ]
    for (kind, count, baselineCount, expectedCount) in jobs {
      let measure = "\(label): \(kind)"
      let count = Int(count.rounded())
      let baselineCount = Int(baselineCount.rounded())
      if jobsAtMost {
        report.addCount(name, measure, count, baseline: baselineCount, atMost: expectedCount)
      } else {
        report.addCount(name, measure, count, baseline: baselineCount, exactly: expectedCount)
      }
    }
  }
}
