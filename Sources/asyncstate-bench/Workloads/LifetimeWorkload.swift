import AsyncState
import AsyncStateTesting

/// Workload 7: loaders that come and go give their memory back.
///
/// Creates `lifetimeLoaders` loaders one after the other and drops each: a `DataLoader`
/// that loaded, a keyset `PagingLoader` that loaded two pages, a `DataLoader` cancelled with
/// its fetch still running, and a `PagingLoader` released with a page loading that nobody
/// waits for (its fetch answers late, after the release). It counts the loaders freed (a
/// weak reference each: an exact count) and measures the heap in use (``HeapMeter``) they
/// leave behind, once a first tenth as many have warmed the caches up (type metadata, the
/// task allocator, the threads a cancellation runs on), per loader, against the heap one live
/// loader holds: the ratio stays far below 1% unless something stays behind per loader.
struct LifetimeWorkload: Workload {
  let name = "lifetime"

  func run(into report: Report) async {
    let count = report.scale.lifetimeLoaders
    _ = await churn(max(count / 10, 4))
    let live = await liveBytesPerLoader(count: max(count / 100, 4))
    let before = MemorySnapshot.now()
    let freed = await churn(count)
    let after = MemorySnapshot.now()

    report.addCount(
      name, "\(count) loaders created, used and dropped: freed", freed,
      exactly: count)
    if let heapBefore = before.heap, let heapAfter = after.heap, let live {
      let kept = Double(heapAfter - heapBefore) / Double(count)
      report.addRatio(
        name, "heap kept per dropped loader vs one live loader",
        library: .bytes(kept), baseline: .bytes(live), target: .atMost(0.01))
      report.addAfterVsBefore(
        name, "\(count) loaders dropped: heap in use after vs before",
        after: heapAfter, before: heapBefore)
    } else {
      report.note(name, "heap statistics are unavailable here (not glibc): no heap ratio")
    }
    report.addAfterVsBefore(
      name, "\(count) loaders dropped: resident after vs before",
      after: after.resident, before: before.resident)
    report.note(
      name,
      "a quarter each: DataLoader loaded; keyset PagingLoader with two pages; DataLoader "
        + "cancelled with its fetch running (answered after the loader is gone); PagingLoader "
        + "released with a page loading and no caller (answered late). 'freed' counts weak "
        + "references that became nil. Heap in use (glibc malloc_info, after malloc_trim) "
        + "after all of them minus before, once \(count / 10) loaders warmed the caches up, "
        + "per loader, against the heap one live loader of the same mix holds (the first "
        + "two kinds, \(max(count / 100, 4)) kept alive at once): a leak of even the "
        + "smallest allocation per loader would be above 1%")
  }

  /// The heap one live loader holds, loaded, averaged over `count` kept alive at once.
  private func liveBytesPerLoader(count: Int) async -> Double? {
    let post = Post(id: 0)
    let pages = Post.pages(count: 2, size: 10)
    var loaders: [AnyObject] = []
    loaders.reserveCapacity(count)
    HeapMeter.trim()
    guard let before = HeapMeter.bytesInUse() else { return nil }
    for index in 0..<count {
      if index.isMultiple(of: 2) {
        let loader = DataLoader<Post, any Error> { post }
        await loader.load()
        loaders.append(loader)
      } else {
        let loader = PagingLoader<Post, any Error>(
          pageSize: 10, fetchFirst: { pages[0] }, fetchMore: { _ in pages[1] })
        await loader.load()
        await loader.loadMore()
        loaders.append(loader)
      }
    }
    guard let after = HeapMeter.bytesInUse() else { return nil }
    blackHole(loaders)
    return Double(after - before) / Double(count)
  }

  /// Creates, uses and drops `count` loaders; returns how many were freed.
  private func churn(_ count: Int) async -> Int {
    let post = Post(id: 0)
    let pages = Post.pages(count: 2, size: 10)
    var freed = 0
    for index in 0..<count {
      weak var weakLoader: AnyObject?
      switch index % 4 {
      case 0:
        let loader = DataLoader<Post, any Error> { post }
        weakLoader = loader
        await loader.load()
      case 1:
        let loader = PagingLoader<Post, any Error>(
          pageSize: 10, fetchFirst: { pages[0] }, fetchMore: { _ in pages[1] })
        weakLoader = loader
        await loader.load()
        await loader.loadMore()
      case 2:
        // A controlled fetch of its own: one records the argument of every call it gets.
        let call = await cancelledLoad(ControlledFetch(), into: &weakLoader)
        // The fetch answers after the loader is gone; the answer is dropped.
        call?.succeed(with: post)
      default:
        let call = await releasedWithAPageLoading(
          ControlledFetch(), pages: pages, into: &weakLoader)
        call?.succeed(with: Page(items: pages[1], next: nil))
      }
      if weakLoader == nil { freed += 1 }
    }
    return freed
  }

  private func cancelledLoad(
    _ fetch: ControlledFetch<Void, Post, any Error>, into weakLoader: inout AnyObject?
  ) async -> ControlledFetch<Void, Post, any Error>.Call? {
    let loader = DataLoader(fetch: fetch.fetch)
    weakLoader = loader
    let load = Task { await loader.load() }
    guard let call = try? await fetch.nextCall() else { return nil }
    loader.cancel()
    await load.value
    return call
  }

  private func releasedWithAPageLoading(
    _ fetch: ControlledFetch<Int?, Page<Post, Int>, any Error>, pages: [[Post]],
    into weakLoader: inout AnyObject?
  ) async -> ControlledFetch<Int?, Page<Post, Int>, any Error>.Call? {
    var loader: PagingLoader<Post, any Error>? = PagingLoader(fetchPage: fetch.fetch)
    weakLoader = loader
    let load = Task { [loader] in await loader?.load() }
    (try? await fetch.nextCall())?.succeed(with: Page(items: pages[0], next: 1))
    await load.value
    let more = Task { [weak loader] in await loader?.loadMore() }
    let call = try? await fetch.nextCall()
    more.cancel()
    await more.value
    loader = nil
    return call
  }
}
