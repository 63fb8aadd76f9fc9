import AsyncState

/// A `DataState` transition with its argument, so tests can list, apply and print them.
enum DataTransition: Hashable, Sendable, CustomStringConvertible {
  case startLoading
  case succeed(Items)
  case fail(TestFailure)
  case cancelLoading
  case reset

  /// Every transition once, with the table's arguments `v2` and `e2`.
  static let all: [Self] = [
    .startLoading,
    .succeed(Fixture.newValue),
    .fail(Fixture.newFailure),
    .cancelLoading,
    .reset,
  ]

  /// Applies the transition.
  ///
  /// - Returns: What the method returned; `nil` for `reset()`, which returns nothing.
  func apply(to state: inout TestDataState) -> Bool? {
    switch self {
    case .startLoading: return state.startLoading()
    case .succeed(let value): return state.succeed(with: value)
    case .fail(let failure): return state.fail(with: failure)
    case .cancelLoading: return state.cancelLoading()
    case .reset:
      state.reset()
      return nil
    }
  }

  var description: String {
    switch self {
    case .startLoading: "startLoading()"
    case .succeed(let value): "succeed(with: \(value))"
    case .fail(let failure): "fail(with: .\(failure))"
    case .cancelLoading: "cancelLoading()"
    case .reset: "reset()"
    }
  }
}

/// A `PagingState` transition with its arguments. See ``DataTransition``.
enum PagingTransition: Hashable, Sendable, CustomStringConvertible {
  case startLoading
  case startLoadingMore
  case succeed(Items, hasMore: Bool)
  case appendPage(Items, hasMore: Bool)
  case fail(TestFailure)
  case cancelLoading
  case reset

  /// Every transition once, with both values of `hasMore`.
  static let all: [Self] = [
    .startLoading,
    .startLoadingMore,
    .succeed(Fixture.newValue, hasMore: true),
    .succeed(Fixture.newValue, hasMore: false),
    .appendPage(Fixture.page, hasMore: true),
    .appendPage(Fixture.page, hasMore: false),
    .fail(Fixture.newFailure),
    .cancelLoading,
    .reset,
  ]

  /// Applies the transition.
  ///
  /// - Returns: What the method returned; `nil` for `reset()`, which returns nothing.
  func apply(to state: inout TestPagingState) -> Bool? {
    switch self {
    case .startLoading: return state.startLoading()
    case .startLoadingMore: return state.startLoadingMore()
    case .succeed(let value, let hasMore): return state.succeed(with: value, hasMore: hasMore)
    case .appendPage(let page, let hasMore): return state.appendPage(page, hasMore: hasMore)
    case .fail(let failure): return state.fail(with: failure)
    case .cancelLoading: return state.cancelLoading()
    case .reset:
      state.reset()
      return nil
    }
  }

  var description: String {
    switch self {
    case .startLoading: "startLoading()"
    case .startLoadingMore: "startLoadingMore()"
    case .succeed(let value, let hasMore): "succeed(with: \(value), hasMore: \(hasMore))"
    case .appendPage(let page, let hasMore): "appendPage(\(page), hasMore: \(hasMore))"
    case .fail(let failure): "fail(with: .\(failure))"
    case .cancelLoading: "cancelLoading()"
    case .reset: "reset()"
    }
  }
}
