extension PagingLoader {
  /// What a screen shows for this loader now: its state's presentation, with the
  /// ``ScreenPresentation/header`` of a list that loads both ways.
  ///
  /// The header follows ``previousPages`` (see ``ScreenPresentation/header`` for the table):
  /// a trigger row that asks for the page before the first one when it comes into view, a
  /// spinner while that page loads, a retry row after it failed, and nothing at the start of
  /// the list — so a list that pages one way has no header.
  ///
  /// ```swift
  /// let presentation = chat.presentation(policy: .default)
  /// if presentation.header.isLoadMoreTrigger { await chat.loadPrevious() }
  /// ```
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: The presentation of the loader under `policy`.
  public func presentation(
    policy: PresentationPolicy = .default
  ) -> ScreenPresentation<[Item], Failure> {
    var presentation = state.presentation(policy: policy)
    switch previousPages {
    case .idle, .startReached:
      break
    case .available:
      if presentation.content != nil && !presentation.isRefreshing {
        presentation.header = .loadMoreTrigger
      }
    case .loading:
      presentation.header = .loadingMore
    case .failure(let failure):
      presentation.header = .retry(failure)
    }
    return presentation
  }
}
