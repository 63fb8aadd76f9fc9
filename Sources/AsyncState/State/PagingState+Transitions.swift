// Written as the DataState transitions are, for the same reason (see the top of
// DataState+Transitions.swift): what a call drops is released at its very end, after the
// caller's access to the state, so that no tracked exclusivity check stays around the call.
// `appendPage` is not: it calls into the collection, which keeps the check anyway.
// The switches look like DataState's, and like each other, on purpose: each names every case
// (a new case must be placed in every transition), and each maps different cases.
extension PagingState {
  /// Starts a load of the first page (a first load, a refresh or a retry), keeping whatever
  /// is on screen.
  ///
  /// - `idle` → ``initialLoading``
  /// - `success(v)`, `endReached(v)`, `refreshFailure(v, _)`, `loadMoreFailure(v, _)`,
  ///   `loadingMore(v)` → ``refreshing(_:)`` with `v`
  /// - `failure(e)` → ``retrying(_:)`` with `e`
  ///
  /// From ``loadingMore(_:)`` the refresh wins over the page load: the caller cancels the page
  /// fetch. From ``initialLoading``, ``refreshing(_:)`` and ``retrying(_:)`` the call is
  /// refused.
  ///
  /// - Returns: `true` if a load started; `false` if one was already running.
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func startLoading() -> Bool {
    // Released after the caller's access: see the top of this file.
    var dropped: Failure? = nil
    let moved: Bool
    switch self {
    case .idle:
      self = .initialLoading
      moved = true
    case .success(let value), .endReached(let value), .loadingMore(let value):
      self = .refreshing(value)
      moved = true
    case .refreshFailure(let value, let failure), .loadMoreFailure(let value, let failure):
      self = .refreshing(value)
      dropped = failure
      moved = true
    case .failure(let failure):
      self = .retrying(failure)
      moved = true
    case .initialLoading, .refreshing, .retrying:
      moved = false
    }
    return withExtendedLifetime(dropped) { moved }
  }

  /// Starts loading the next page, keeping the loaded pages on screen.
  ///
  /// - `success(v)`, `loadMoreFailure(v, _)` → ``loadingMore(_:)`` with `v`
  ///
  /// Refused everywhere else: with nothing loaded, while any load runs, at the end
  /// (``endReached(_:)``), and after a failed refresh (``refreshFailure(_:_:)``).
  ///
  /// - Returns: `true` if a page load started; `false` otherwise (the state is unchanged).
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func startLoadingMore() -> Bool {
    // Released after the caller's access: see the top of this file.
    var dropped: Failure? = nil
    let moved: Bool
    switch self {
    case .success(let value):
      self = .loadingMore(value)
      moved = true
    case .loadMoreFailure(let value, let failure):
      self = .loadingMore(value)
      dropped = failure
      moved = true
    case .idle, .initialLoading, .refreshing, .retrying, .endReached, .failure, .refreshFailure,
      .loadingMore:
      moved = false
    }
    return withExtendedLifetime(dropped) { moved }
  }

  /// Finishes the running load with the whole list.
  ///
  /// Valid from ``initialLoading``, ``refreshing(_:)``, ``retrying(_:)`` and ``loadingMore(_:)``.
  ///
  /// - Parameters:
  ///   - value: Every loaded page; it replaces the value shown before.
  ///   - hasMore: Whether more pages may exist. `false` moves to ``endReached(_:)``.
  /// - Returns: `true` if the state moved; `false` if no load was running.
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func succeed(with value: consuming Value, hasMore: Bool = true) -> Bool {
    // `spare` ends with the state replaced or, on a refusal, the value not taken, released
    // after the caller's access: see the top of this file.
    var spare: Self = hasMore ? .success(value) : .endReached(value)
    let moved = isLoading
    if moved { swap(&self, &spare) }
    return withExtendedLifetime(spare) { moved }
  }

  /// Finishes the running load with a failure, keeping the loaded pages.
  ///
  /// - `initialLoading`, `retrying(_)` → ``failure(_:)``
  /// - `refreshing(v)` → ``refreshFailure(_:_:)`` with `v`
  /// - `loadingMore(v)` → ``loadMoreFailure(_:_:)`` with `v`
  ///
  /// - Parameter failure: Why the load failed. Cancellation is not a failure: end a
  ///   cancelled load with ``cancelLoading()`` instead.
  /// - Returns: `true` if the state moved; `false` if no load was running.
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func fail(with failure: consuming Failure) -> Bool {
    // Released after the caller's access: see the top of this file.
    var dropped: Failure? = nil
    let moved: Bool
    switch self {
    case .initialLoading:
      self = .failure(failure)
      moved = true
    case .retrying(let oldFailure):
      self = .failure(failure)
      dropped = oldFailure
      moved = true
    case .refreshing(let value):
      self = .refreshFailure(value, failure)
      moved = true
    case .loadingMore(let value):
      self = .loadMoreFailure(value, failure)
      moved = true
    case .idle, .success, .endReached, .failure, .refreshFailure, .loadMoreFailure:
      dropped = failure
      moved = false
    }
    return withExtendedLifetime(dropped) { moved }
  }

  /// Ends the running load without an outcome, going back to the settled state it implies.
  ///
  /// - `initialLoading` → ``idle``
  /// - `refreshing(v)`, `loadingMore(v)` → ``success(_:)`` with `v`
  /// - `retrying(e)` → ``failure(_:)`` with `e`
  ///
  /// The loading cases do not remember every detail of where they started (a refresh from
  /// ``endReached(_:)`` comes back as `success`). A loader that must restore the exact state
  /// a load started from keeps that state itself (``PagingLoader`` does).
  ///
  /// - Returns: `true` if the state moved; `false` if no load was running.
  @discardableResult
  @inlinable
  @inline(__always)
  public mutating func cancelLoading() -> Bool {
    switch self {
    case .initialLoading:
      self = .idle
    case .refreshing(let value), .loadingMore(let value):
      self = .success(value)
    case .retrying(let failure):
      self = .failure(failure)
    case .idle, .success, .endReached, .failure, .refreshFailure, .loadMoreFailure:
      return false
    }
    return true
  }

  /// Forgets everything: every state moves to ``idle``.
  @inlinable
  @inline(__always)
  public mutating func reset() {
    self = .idle
  }
}

extension PagingState where Value: RangeReplaceableCollection {
  /// Finishes a page load by appending the page to the loaded items, in place.
  ///
  /// Valid from ``loadingMore(_:)`` only. The loaded items are not copied: the cost is that of
  /// appending the page.
  ///
  /// - Parameters:
  ///   - page: The items of the page that loaded.
  ///   - hasMore: Whether more pages may exist. `false` moves to ``endReached(_:)``.
  /// - Returns: `true` if the state moved; `false` if no page load was running.
  /// - Complexity: O(*m*) amortized, where *m* is the length of `page`.
  @discardableResult
  @inlinable
  public mutating func appendPage(
    _ page: some Sequence<Value.Element>,
    hasMore: Bool = true
  ) -> Bool {
    appendPage(page, droppingFirst: 0, hasMore: hasMore)
  }
}
