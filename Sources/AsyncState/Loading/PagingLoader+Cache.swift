// The hooks a `LoaderCache` uses on the paging loaders it keeps: replacing the loaded items in
// place with a legal transition (`TransitionCause.valueReplaced`), and whether a revalidation
// trigger should load. What the inspector reads, and marking the items stale, come from the
// loader's core (`CoreBackedLoader`).

extension PagingLoader: CacheableLoader, CoreBackedLoader {
  /// A paging loader neither polls nor follows a live source: nothing to pause.
  func setPaused(_ paused: Bool, for reason: LoaderPause) {}

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
  /// `success` with a cursor to continue from, `endReached` without. Publishes nothing: the
  /// cache calls it before anyone observes the loader.
  ///
  /// - Parameters:
  ///   - items: The persisted items.
  ///   - pageSizes: The sizes of the pages they came in; one page of them all if the sizes
  ///     do not add up.
  ///   - next: The fetch of the page after them; `nil` at the end.
  ///   - age: How long ago they were loaded.
  func restorePages(
    _ items: [Item], pageSizes: [Int], next: NextPage<Item, Failure>?, age: Duration
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
    // Persisted pages keep no `previous` cursor: the list starts with them.
    previousPages = .startReached
    core.state = next == nil ? .endReached(kept) : .success(kept)
    core.markLoaded(age: age)
  }
}
