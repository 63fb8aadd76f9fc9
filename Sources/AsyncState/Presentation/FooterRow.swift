/// The row a paged list draws below its items, with an identity that survives the start of a
/// page load.
///
/// The package's lists draw it (an app's list switches over ``ScreenPresentation/Footer``, and a
/// style reads a `DataStateFooterConfiguration`). A ``ScreenPresentation/Footer`` has five
/// cases; a list draws at most three different rows.
/// The load-more trigger and the page being loaded are the *same* row, ``progress(isLoading:)``
/// with one ``id``: when the trigger fires and the page starts, the row stays where it is
/// rather than being replaced. That matters in SwiftUI, where a replaced row disappears, and
/// its `.task` is cancelled, the moment paging starts.
///
/// | Footer | Row | `id` |
/// |---|---|---|
/// | `none` | `nil` | |
/// | `loadMoreTrigger` | `progress(isLoading: false)` | `progress` |
/// | `loadingMore` | `progress(isLoading: true)` | `progress` |
/// | `retry(e)` | `retry(e)` | `retry` |
/// | `end` | `end` | `end` |
///
/// ```swift
/// if let row = presentation.footer.row {
///   FooterView(row).id(row.id)
/// }
/// ```
package enum FooterRow<Failure: Error> {
  /// A spinner row. `isLoading` is `false` while it only waits to appear (the load-more
  /// trigger), `true` while the next page loads.
  case progress(isLoading: Bool)
  /// The next page failed: the failure and a retry button. Appearing requests nothing.
  case retry(Failure)
  /// The last page is loaded: an end marker, or nothing.
  case end

  /// The identity of a footer row: the same for the trigger and the page load.
  package enum ID: Hashable, Sendable, CaseIterable {
    /// The spinner row, trigger and page load alike.
    case progress
    /// The retry row.
    case retry
    /// The end marker.
    case end
  }

  /// The row's identity; equal across the trigger and the page it requests.
  package var id: ID {
    switch self {
    case .progress: .progress
    case .retry: .retry
    case .end: .end
    }
  }
}

extension ScreenPresentation.Footer {
  /// The row to draw below the list, or `nil` for none.
  package var row: FooterRow<Failure>? {
    switch self {
    case .none: nil
    case .loadMoreTrigger: .progress(isLoading: false)
    case .loadingMore: .progress(isLoading: true)
    case .retry(let failure): .retry(failure)
    case .end: .end
    }
  }
}

extension FooterRow: Sendable where Failure: Sendable {}
extension FooterRow: Equatable where Failure: Equatable {}
extension FooterRow: Hashable where Failure: Hashable {}
