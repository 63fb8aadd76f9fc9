/// The one view a state view draws in its main area, decided from a ``ScreenPresentation`` and
/// the spinner's visibility: what `DataStateView` and `PagingList` switch over to pick the
/// style's view. A custom drawing reads the coarser ``AsyncPhase`` instead, from
/// `phase(showsSpinner:)`.
///
/// A ``ScreenPresentation`` says what a state means; a `DisplayPhase` is the single branch a
/// renderer takes for its main area once the spinner's timing (a ``ProgressGate``) and empty
/// content are taken into account. Build one with
/// ``ScreenPresentation/displayPhase(showsSpinner:isEmpty:)``:
///
/// | Presentation | Spinner shows | Phase |
/// |---|---|---|
/// | any | yes | ``loading`` |
/// | placeholder | no | ``placeholder`` |
/// | content(v), v not empty | no | ``content(_:)`` |
/// | content(v), v empty, footer none or end | no | ``empty`` |
/// | content(v), v empty, footer trigger, spinner or retry | no | ``content(_:)`` |
/// | failure(e) | no | ``failure(_:isRetrying:)`` |
///
/// A first load shorter than the spinner's delay is ``placeholder`` throughout, so a fast load
/// goes from nothing to content with no spinner frame. Empty content with a footer that still
/// loads, or offers a retry, stays ``content(_:)``: the list must stay on screen for its footer.
///
/// ```swift
/// switch presentation.displayPhase(showsSpinner: gate.isVisible) {
/// case .placeholder: Color.clear
/// case .loading: ProgressView()
/// case .content(let posts): PostList(posts)
/// case .empty: Text("No posts yet")
/// case .failure(let error, let isRetrying): ErrorView(error, isRetrying: isRetrying)
/// }
/// ```
package enum DisplayPhase<Value, Failure: Error> {
  /// Nothing to show and no spinner: nothing requested yet, or a first load whose spinner is
  /// not due yet.
  case placeholder
  /// The blocking spinner.
  case loading
  /// The loaded value, refreshing or not.
  case content(Value)
  /// The loaded value is empty, and no more of it is coming.
  case empty
  /// A full-screen error; `isRetrying` while a retry runs with the error on screen.
  case failure(Failure, isRetrying: Bool)
}

extension DisplayPhase {
  /// The value, if the phase is ``content(_:)``.
  package var value: Value? {
    if case .content(let value) = self { value } else { nil }
  }

  /// The failure, if the phase is ``failure(_:isRetrying:)``.
  package var failure: Failure? {
    if case .failure(let failure, _) = self { failure } else { nil }
  }

  /// Whether the phase is the blocking spinner.
  package var isLoading: Bool {
    if case .loading = self { true } else { false }
  }
}

extension ScreenPresentation {
  /// The view to draw in the main area, given whether the blocking spinner shows.
  ///
  /// - Parameters:
  ///   - showsSpinner: Whether the blocking spinner shows now: a ``ProgressGate``'s
  ///     ``ProgressGate/isVisible`` fed with ``showsBlockingSpinner``.
  ///   - isEmpty: Whether a loaded value counts as empty; `nil` (the default) treats an empty
  ///     collection as empty and any other value as not.
  /// - Returns: The one branch the main area takes.
  package func displayPhase(
    showsSpinner: Bool,
    isEmpty: ((Value) -> Bool)? = nil
  ) -> DisplayPhase<Value, Failure> {
    if showsSpinner { return .loading }
    switch main {
    case .empty, .loading:
      return .placeholder
    case .content(let value):
      let isEmptyValue = isEmpty?(value) ?? EmptyValue.isEmptyCollection(value)
      guard isEmptyValue, footer.isSettled else { return .content(value) }
      return .empty
    case .failure(let failure):
      return .failure(failure, isRetrying: isRetrying)
    }
  }
}

extension ScreenPresentation {
  /// The coarse phase a custom drawing of the main area receives, given whether the blocking
  /// spinner shows: `DataStateView`'s phases closure.
  ///
  /// | Presentation | Spinner shows | Phase |
  /// |---|---|---|
  /// | any | yes | `loading` |
  /// | placeholder | no | `empty` |
  /// | content(v) | no | `content(v)`, empty collection or not |
  /// | failure(e) | no | `failure(e)`, also while a retry runs by the default policy |
  ///
  /// A first load shorter than the spinner's delay is `empty` throughout, so a fast load goes
  /// from nothing to content with no spinner frame. A retry keeps the error on screen, unless
  /// the policy has ``PresentationPolicy/blockingSpinnerWhileRetrying``: then it is `empty`
  /// until the spinner shows.
  ///
  /// - Parameter showsSpinner: Whether the blocking spinner shows now.
  /// - Returns: The phase to draw.
  package func phase(showsSpinner: Bool) -> AsyncPhase<Value, Failure> {
    if showsSpinner { return .loading }
    switch main {
    case .empty, .loading: return .empty
    case .content(let value): return .content(value)
    case .failure(let failure): return .failure(failure)
    }
  }
}

extension ScreenPresentation.Footer {
  /// Whether nothing more is coming below the list: no footer, or the end.
  var isSettled: Bool {
    switch self {
    case .none, .end: true
    case .loadMoreTrigger, .loadingMore, .retry: false
    }
  }
}

/// The default emptiness test of ``ScreenPresentation/displayPhase(showsSpinner:isEmpty:)``.
package enum EmptyValue {
  /// Whether `value` is a collection with no elements.
  package static func isEmptyCollection(_ value: some Any) -> Bool {
    guard let collection = value as? any Collection else { return false }
    return collection.isEmpty
  }
}

extension DisplayPhase: Sendable where Value: Sendable, Failure: Sendable {}
extension DisplayPhase: Equatable where Value: Equatable, Failure: Equatable {}
extension DisplayPhase: Hashable where Value: Hashable, Failure: Hashable {}
