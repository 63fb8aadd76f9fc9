/// What the footer row of a paged list shows, from a presentation's footer.
///
/// | ``ScreenPresentation/Footer`` | Row |
/// |---|---|
/// | `.none` | no row (`nil`) |
/// | `.loadMoreTrigger` | ``loading`` (its display asks for the page: see ``FooterTrigger``) |
/// | `.loadingMore` | ``loading`` |
/// | `.retry(e)` | ``retry(message:)`` with the message of `e`; its button performs ``action`` |
/// | `.end` | ``end`` |
///
/// ```swift
/// switch ListFooterRow(presentation.footer) {
/// case nil: removeFooter()
/// case .loading: showSpinner()
/// case .retry(let message): showRetry(message) { Task { await loader.perform(.retry) } }
/// case .end: showEndMarker()
/// }
/// ```
public enum ListFooterRow: Sendable, Hashable {
  /// A spinner: the next page is loading, or loads when the row comes into view.
  case loading
  /// The next page failed: its readable message and a retry button.
  case retry(message: String)
  /// The last page is loaded.
  case end

  /// Creates the row for a presentation's footer, or `nil` for no row.
  ///
  /// - Parameter footer: The presentation's footer.
  public init?<Value, Failure>(_ footer: ScreenPresentation<Value, Failure>.Footer) {
    switch footer {
    case .none: return nil
    case .loadMoreTrigger, .loadingMore: self = .loading
    case .retry(let failure): self = .retry(message: ErrorDescription.text(for: failure))
    case .end: self = .end
    }
  }

  /// What the row's button asks the loader to do: ``LoaderAction/retry`` for a failed page,
  /// else `nil` (the row has no button).
  public var action: LoaderAction? {
    if case .retry = self { .retry } else { nil }
  }
}
