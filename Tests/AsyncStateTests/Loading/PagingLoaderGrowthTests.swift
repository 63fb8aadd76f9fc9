import AsyncStateTesting
import Testing

@testable import AsyncState

/// A long list grows into an array copied a few items per page (`ListGrowth`) instead of one
/// that doubles on one page. The copy must never show: whatever happens to the list between
/// pages — a failure and its retry, a cancelled page, an edit, a refresh — every page appends
/// to exactly the list on screen. Checked against a model over seeded random steps, with
/// pages large enough that the list passes the copy's threshold many times.
@MainActor
@Suite struct PagingLoaderGrowthTests {
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  @Test(arguments: [true, false])
  func everyPageAppendsToTheListOnScreen(removesDuplicates: Bool) async throws {
    let loader = PagingLoader(removesDuplicates: removesDuplicates, fetchPage: pages.fetch)
    var generator = SplitMix64(seed: removesDuplicates ? 0x6_7055 : 0x6_7056)
    var model: [Post] = []
    var nextID = 0
    let pageSize = 400

    func freshPage() -> [Post] {
      defer { nextID += pageSize }
      return posts(nextID..<nextID + pageSize)
    }

    func answer(_ task: Task<Void, Never>, with items: [Post]) async throws {
      let call = try await pages.nextCall()
      call.succeed(with: Page(items: items, next: nextID))
      await task.value
    }

    try await answer(Task { await loader.load() }, with: freshPage())
    model = loader.state.value ?? []
    for step in 0..<300 {
      switch generator.below(40) {
      case 0..<32:
        // A page, with a few items already loaded when duplicates are removed.
        var items = freshPage()
        if removesDuplicates, !model.isEmpty {
          items += (0..<3).map { _ in model[generator.below(model.count)] }
        }
        try await answer(Task { await loader.loadMore() }, with: items)
        model += removesDuplicates ? Array(items.prefix(pageSize)) : items
      case 32..<35:
        // A failed page, then its retry.
        let more = Task { await loader.loadMore() }
        _ = try await pages.nextCall().fail(with: .offline)
        await more.value
        let items = freshPage()
        try await answer(Task { await loader.retry() }, with: items)
        model += items
      case 35..<37:
        // A page cancelled while it loads; its late answer is dropped.
        let more = Task { await loader.loadMore() }
        let call = try await pages.nextCall()
        loader.cancel()
        await more.value
        _ = call.succeed(with: Page(items: freshPage(), next: nextID))
      case 37..<39:
        // An edit of an item, as an optimistic update writes it.
        let index = generator.below(model.count)
        model[index].title = "edited at step \(step)"
        #expect(loader.replaceItems(model))
      default:
        // A refresh: the list starts over from one page.
        let items = freshPage()
        try await answer(Task { await loader.refresh() }, with: items)
        model = items
      }
      // One Bool, so that a failure does not print two lists of thousands of items.
      let matches = loader.state.value == model
      #expect(
        matches, "step \(step): \(loader.state.value?.count ?? 0) items, \(model.count) expected")
    }
    // The list went well past the size from which it grows by copying.
    #expect(model.count > 2 * ListGrowth<Post>.minimumCapacity)
  }

  /// An item whose release a test can see.
  final class Tracked: Identifiable, Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
  }

  /// The copy of the list for its next array holds the items too: a refresh or an edit that
  /// drops items must drop the copy, or the old items outlive the list that showed them.
  @Test(arguments: [false, true])
  func replacingTheListReleasesItsCopy(byEditing: Bool) async throws {
    let pages = ControlledFetch<Int?, Page<Tracked, Int>, LoadFailure>()
    let loader = PagingLoader(fetchPage: pages.fetch)
    var nextID = 0
    func page() -> [Tracked] {
      defer { nextID += 1_000 }
      return (nextID..<nextID + 1_000).map(Tracked.init)
    }
    let load = Task { await loader.load() }
    _ = try await pages.nextCall().succeed(with: Page(items: page(), next: 1))
    await load.value
    // Pages of 1,000: the array holds 8,000 from the fourth page on, and from the seventh
    // (past three quarters) the copy for the next array runs.
    for cursor in 2...7 {
      let more = Task { await loader.loadMore() }
      _ = try await pages.nextCall().succeed(with: Page(items: page(), next: cursor))
      await more.value
    }
    #expect(loader.state.value?.count == 7_000)
    weak let first = loader.state.value?.first
    weak let last = loader.state.value?.last
    #expect(first != nil && last != nil)
    if byEditing {
      #expect(loader.replaceItems([]))
    } else {
      let refresh = Task { await loader.refresh() }
      _ = try await pages.nextCall().succeed(with: Page(items: page(), next: 1))
      await refresh.value
    }
    #expect(first == nil, "the first item outlived the list")
    #expect(last == nil, "the last item outlived the list")
  }
}
