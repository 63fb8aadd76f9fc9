/// What the footer row of a paged list shows, as text: a presentation's `FooterRow` with
/// its failure turned into a readable message, so that the row is `Hashable` whatever the
/// failure type — what a diffable data source needs to tell a changed row
/// (`ListSnapshotPlan`).
///
/// | `ScreenPresentation/Footer` | Row |
/// |---|---|
/// | `.none` | no row (`nil`) |
/// | `.loadMoreTrigger` | `loading` (its display asks for the page: see `LoadMoreTrigger`) |
/// | `.loadingMore` | `loading` |
/// | `.retry(e)` | `retry(message:)` with the message of `e`; its button performs `action` |
/// | `.end` | `end` |
///
/// ```swift
/// switch ListFooterRow(presentation.footer) {
/// case nil: removeFooter()
/// case .loading: showSpinner()
/// case .retry(let message): showRetry(message) { Task { await loader.retry() } }
/// case .end: showEndMarker()
/// }
/// ```
package enum ListFooterRow: Sendable, Hashable {
  /// A spinner: the next page is loading, or loads when the row comes into view.
  case loading
  /// The next page failed: its readable message and a retry button.
  case retry(message: String)
  /// The last page is loaded.
  case end

  /// Creates the row for a presentation's footer, or `nil` for no row.
  ///
  /// - Parameter footer: The presentation's footer.
  package init?<Value, Failure>(_ footer: ScreenPresentation<Value, Failure>.Footer) {
    switch footer.row {
    case nil: return nil
    case .progress: self = .loading
    case .retry(let failure): self = .retry(message: failure.readableDescription)
    case .end: self = .end
    }
  }

  /// What the row's button asks the loader to do: `LoaderAction/retry` for a failed page,
  /// else `nil` (the row has no button).
  package var action: LoaderAction? {
    if case .retry = self { .retry } else { nil }
  }
}
