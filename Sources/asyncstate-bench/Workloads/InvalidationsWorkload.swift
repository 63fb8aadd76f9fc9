import AsyncState
import Observation

/// Workload 4: how many observation notifications one load sends, counted with
/// `withObservationTracking` and re-registered inside every `onChange`, so that no change
/// is missed.
///
/// The library's loaders hold one `state` property; the baseline is seed 004's multi-flag
/// view model (`isLoading`, `error`, `data`), every property tracked.
struct InvalidationsWorkload: Workload {
  let name = "invalidations"

  func run(into report: Report) async {
    let post = Post(id: 1)
    let loader = DataLoader<Post, any Error> { post }
    let multiFlag = MultiFlagViewModel { post }
    let seedModel = TaskViewModel { post }

    let loaderCount = await countInvalidations(of: { _ = loader.state }) {
      await loader.load()
    }
    let multiFlagCount = await countInvalidations(
      of: {
        _ = multiFlag.isLoading
        _ = multiFlag.error
        _ = multiFlag.data
      },
      during: { await multiFlag.fetch() })
    let seedCount = await countInvalidations(of: { _ = seedModel.state }) {
      await seedModel.load().value
    }

    let pages = Post.pages(count: 2, size: 50)
    let paging = PagingLoader<Post, any Error>(
      pageSize: 50, fetchFirst: { pages[0] }, fetchMore: { _ in pages[1] })
    let firstPageCount = await countInvalidations(of: { _ = paging.state }) {
      await paging.load()
    }
    let nextPageCount = await countInvalidations(of: { _ = paging.state }) {
      await paging.loadMore()
    }

    report.addCount(
      name, "one load: DataLoader vs multi-flag view model", loaderCount,
      baseline: multiFlagCount, exactly: 2)
    report.addCount(name, "one load: seed-001 view model (one enum property)", seedCount)
    report.addCount(
      name, "PagingLoader: first page, load()", firstPageCount,
      exactly: 2)
    report.addCount(
      name, "PagingLoader: next page, loadMore()", nextPageCount,
      exactly: 2)
    report.note(
      name,
      "withObservationTracking over every observable property, re-registered inside each "
        + "onChange; a fresh object per count; the seed-001 line is the same count for the "
        + "view model whose state is one enum")
  }

  /// Counts the notifications `read`'s properties send while `action` runs.
  private func countInvalidations(
    of read: @escaping @MainActor @Sendable () -> Void,
    during action: () async -> Void
  ) async -> Int {
    let counter = InvalidationCounter(read: read)
    counter.track()
    await action()
    counter.stop()
    return counter.count
  }
}
