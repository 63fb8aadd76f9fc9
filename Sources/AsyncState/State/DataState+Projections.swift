extension DataState {
  /// The latest value, in every case that has one.
  ///
  /// Non-`nil` in ``refreshing(_:)``, ``success(_:)`` and ``refreshFailure(_:_:)``.
  @inlinable
  public var value: Value? {
    switch self {
    case .refreshing(let value), .success(let value), .refreshFailure(let value, _):
      value
    case .idle, .initialLoading, .retrying, .failure:
      nil
    }
  }

  /// The latest failure, in every case that has one.
  ///
  /// Non-`nil` in ``retrying(_:)``, ``failure(_:)`` and ``refreshFailure(_:_:)``.
  @inlinable
  public var failure: Failure? {
    switch self {
    case .retrying(let failure), .failure(let failure), .refreshFailure(_, let failure):
      failure
    case .idle, .initialLoading, .refreshing, .success:
      nil
    }
  }

  /// Whether a load is running: ``initialLoading``, ``refreshing(_:)`` or ``retrying(_:)``.
  @inlinable
  public var isLoading: Bool {
    switch self {
    case .initialLoading, .refreshing, .retrying: true
    // `default:`, measured: naming `refreshFailure` (two payloads) in a pattern makes the
    // optimiser copy the whole state when this is inlined into an app, and `succeed(with:)`
    // reads it. With every case named, a load cycle in asyncstate-bench's `transitions` cost
    // 1.5-1.9x the same seven cases by hand (40-46 ns against 25-28 ns); with `default:`,
    // 0.95-1.01x (first load) and 1.18-1.20x (reload). Every case stays named where a case
    // decides a move (the transitions), and the property tests compare this with an exhaustive
    // switch over every case (`DataKind.isLoading` in the tests), which stops compiling when a
    // case is added.
    default: false
    }
  }

  /// Whether the first load is running, with nothing to show.
  ///
  /// The one state that warrants a blocking spinner.
  @inlinable
  public var isInitialLoading: Bool { if case .initialLoading = self { true } else { false } }

  /// Whether a refresh is running with the old value on screen.
  @inlinable
  public var isRefreshing: Bool { if case .refreshing = self { true } else { false } }

  /// Whether a retry is running with the old failure on screen.
  @inlinable
  public var isRetrying: Bool { if case .retrying = self { true } else { false } }

  /// Whether the state is ``success(_:)``.
  @inlinable
  public var isSuccess: Bool { if case .success = self { true } else { false } }

  /// Whether the last load failed: ``failure(_:)`` or ``refreshFailure(_:_:)``.
  ///
  /// ``retrying(_:)`` still shows its failure (see ``failure``) but is loading, not failed.
  @inlinable
  public var isFailure: Bool {
    switch self {
    case .failure, .refreshFailure: true
    case .idle, .initialLoading, .refreshing, .retrying, .success: false
    }
  }

  /// Whether nothing has been requested yet.
  @inlinable
  public var isIdle: Bool { if case .idle = self { true } else { false } }

  /// A coarser view with four phases, like SwiftUI's `AsyncImagePhase`.
  ///
  /// A value on screen wins over a failure: ``refreshFailure(_:_:)`` is
  /// ``AsyncPhase/content(_:)``.
  @inlinable
  public var phase: AsyncPhase<Value, Failure> {
    switch self {
    case .idle: .empty
    case .initialLoading, .retrying: .loading
    case .refreshing(let value), .success(let value), .refreshFailure(let value, _):
      .content(value)
    case .failure(let failure): .failure(failure)
    }
  }

  /// Returns the state with its value transformed, keeping the case.
  ///
  /// - Parameter transform: A function applied to the value, if there is one.
  /// - Returns: The same case over the transformed value.
  /// - Throws: Whatever `transform` throws.
  @inlinable
  public func map<NewValue, E: Error>(
    _ transform: (Value) throws(E) -> NewValue
  ) throws(E) -> DataState<NewValue, Failure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing(let value): .refreshing(try transform(value))
    case .retrying(let failure): .retrying(failure)
    case .success(let value): .success(try transform(value))
    case .failure(let failure): .failure(failure)
    case .refreshFailure(let value, let failure):
      .refreshFailure(try transform(value), failure)
    }
  }

  /// Returns the state with its failure transformed, keeping the case.
  ///
  /// - Parameter transform: A function applied to the failure, if there is one.
  /// - Returns: The same case over the transformed failure.
  /// - Throws: Whatever `transform` throws.
  @inlinable
  public func mapError<NewFailure: Error, E: Error>(
    _ transform: (Failure) throws(E) -> NewFailure
  ) throws(E) -> DataState<Value, NewFailure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing(let value): .refreshing(value)
    case .retrying(let failure): .retrying(try transform(failure))
    case .success(let value): .success(value)
    case .failure(let failure): .failure(try transform(failure))
    case .refreshFailure(let value, let failure):
      .refreshFailure(value, try transform(failure))
    }
  }
}
