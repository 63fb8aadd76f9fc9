// The hooks a `LoaderCache` uses on the paging loaders it keeps: replacing the loaded items in
// place with a legal transition (`TransitionCause.valueReplaced`), and whether a revalidation
// trigger should load. What the inspector reads, and marking the items stale, come from the
// loader's core (`CoreBackedLoader`).

extension PagingLoader: CacheableLoader, CoreBackedLoader {
  /// Pauses or resumes polling for `reason` (a paging loader follows no live source).
  func setPaused(_ paused: Bool, for reason: LoaderPause) {
    core.setPollingPaused(paused, for: reason)
  }

  var needsRevalidation: Bool {
    switch core.state {
    case .failure: true
    case .success, .endReached, .refreshFailure, .loadMoreFailure: core.isStale
    case .idle, .initialLoading, .refreshing, .retrying, .loadingMore: false
    }
  }

  /// Replaces the loaded items, keeping the state's case and any running load, in one
  /// transition (``TransitionCause/valueReplaced``).
  ///
  /// The next page still loads from where the list was: the cursor is kept. Items whose `id`
  /// repeats are dropped (unless the loader keeps duplicates), and the index of loaded ids and
  /// the page sizes (for `maxPages`) are rebuilt for the new items.
  ///
  /// - Parameter items: The new items.
  /// - Returns: `false`, changing nothing, when no items are loaded.
  @discardableResult
  func replaceItems(_ items: [Item]) -> Bool {
    guard core.state.value != nil else { return false }
    var kept = items
    // Every item is indexed as the loaded pages: none is counted as put before them.
    prependedIDs.removeAll()
    prependedCount = 0
    if removesDuplicates {
      loadedIDs.removeAll()
      kept = loadedIDs.insertNewItems(of: items, after: [])
    }
    resizePages(toTotal: kept.count)
    // The copy for the list's next array would keep items the edit removed.
    growth = ListGrowth()
    core.setState(core.state.replacingItems(with: kept), cause: .valueReplaced)
    return true
  }

  /// Makes the kept pages' sizes add up to `total`: the newest page takes what was added, and
  /// the newest pages give up what was removed.
  private func resizePages(toTotal total: Int) {
    guard !pageSizes.isEmpty else {
      pageSizes = [total]
      return
    }
    var difference = total - pageSizes.reduce(0, +)
    var index = pageSizes.count - 1
    if difference > 0 { pageSizes[index] += difference }
    while difference < 0 && index >= 0 {
      let removed = min(pageSizes[index], -difference)
      pageSizes[index] -= removed
      difference += removed
      index -= 1
    }
  }
}

extension PagingState {
  /// The state with `items` in place of the loaded ones, in the same case; only called on a
  /// state with a value.
  fileprivate func replacingItems(with items: Value) -> Self {
    switch self {
    case .success: .success(items)
    case .endReached: .endReached(items)
    case .refreshing: .refreshing(items)
    case .loadingMore: .loadingMore(items)
    case .refreshFailure(_, let failure): .refreshFailure(items, failure)
    case .loadMoreFailure(_, let failure): .loadMoreFailure(items, failure)
    case .idle, .initialLoading, .retrying, .failure: self
    }
  }
}

extension PagingLoader {
  /// Shows pages a cache persisted, loaded `age` ago, on a loader that has loaded nothing:
  /// `success` with a cursor to continue from, `endReached` without. The cache calls it
  /// before anyone observes the loader, or on an idle loader when a value read back from its
  /// store lands (then the screen sees a ``TransitionCause/valueReplaced``).
  ///
  /// - Parameters:
  ///   - items: The persisted items.
  ///   - pageSizes: The sizes of the pages they came in; one page of them all if the sizes
  ///     do not add up.
  ///   - nextKeys: The cursor of the page after each page, when the cache saved them (for
  ///     `QueryPersistence.firstPages`); ignored unless there is one per page.
  ///   - next: The fetch of the page after them; `nil` at the end.
  ///   - age: How long ago they were loaded.
  func restorePages(
    _ items: [Item], pageSizes: [Int], nextKeys: [CursorKey?]?, next: NextPage<Item, Failure>?,
    age: Duration
  ) {
    var kept = items
    if removesDuplicates {
      kept = loadedIDs.insertNewItems(of: items, after: [][...])
    }
    let sizesAddUp =
      !pageSizes.isEmpty && pageSizes.allSatisfy { $0 >= 0 }
      && pageSizes.reduce(0, +) == kept.count
    self.pageSizes = sizesAddUp ? pageSizes : [kept.count]
    follow(next)
    if let nextKeys, nextKeys.count == self.pageSizes.count, let last = nextKeys.last,
      last == next?.key
    {
      pageNextKeys = nextKeys
    }
    // Persisted pages keep no `previous` cursor: the list starts with them.
    previousPages = .startReached
    core.state = next == nil ? .endReached(kept) : .success(kept)
    core.markLoaded(age: age)
    core.publish(.valueReplaced)
  }

  /// The first `count` loaded pages, as a cache saves them: how many items they hold, their
  /// sizes, and the cursor of the page after each; `nil` when the loader no longer knows
  /// where its pages end (a refresh of every page that failed midway kept old pages without
  /// their cursors), or has no more than `count` pages.
  func firstPages(_ count: Int) -> (itemCount: Int, sizes: [Int], nextKeys: [CursorKey?])? {
    guard pageSizes.count > count, nextKeysAreKnown, let keys = pageNextKeys else { return nil }
    let sizes = Array(pageSizes.prefix(count))
    return (sizes.reduce(0, +), sizes, Array(keys.prefix(count)))
  }

  /// The cursor of the page after each loaded page, when the loader knows them all.
  var knownNextKeys: [CursorKey?]? {
    nextKeysAreKnown ? pageNextKeys : nil
  }

  /// Whether `pageNextKeys` holds the cursor after each kept page: one per page, the last
  /// being `nextPage`'s. (`last` is unwrapped first: compared as a double optional, a `nil`
  /// last cursor at the end of the list would not equal `nextPage?.key`.)
  private var nextKeysAreKnown: Bool {
    guard let keys = pageNextKeys, keys.count == pageSizes.count else { return false }
    guard let last = keys.last else { return true }
    return last == nextPage?.key
  }

  /// Starts keeping the cursor after each page, for a cache that saves the pages; before the
  /// first page.
  func keepNextKeys() {
    if pageNextKeys == nil { pageNextKeys = [] }
  }
}
