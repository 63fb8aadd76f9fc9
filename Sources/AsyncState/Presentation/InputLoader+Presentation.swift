extension InputLoader {
  /// What a screen shows for this loader: its ``state``'s presentation, with the results of
  /// an earlier input marked as being replaced.
  ///
  /// While ``isReplacing`` holds — a new input waits for its debounce or loads, and the value
  /// on screen belongs to an earlier input — the presentation keeps that value as content and
  /// says so:
  ///
  /// | State's presentation | ``isReplacing`` | Presentation |
  /// |---|---|---|
  /// | `main` is `content(v)` | `true` | `content(v)`, no spinner, ``ScreenPresentation/isReplacing``, footer `none`, same banner |
  /// | any | `false`, or `main` not content | the state's own |
  ///
  /// A renderer dims the content and shows a small progress indicator for
  /// ``ScreenPresentation/isReplacing``; no blocking spinner, no refresh control (a replace
  /// is not a refresh). The list footer is hidden: the earlier input's pages are not paged
  /// further, and its end marker would describe results on their way out.
  ///
  /// A refresh of the applied input's own value is ``ScreenPresentation/isRefreshing``, as for
  /// any loader; a load with nothing on screen (the first input, or
  /// `keepsPreviousValue: false`) is a first load, with the blocking
  /// spinner.
  ///
  /// ```swift
  /// let presentation = search.presentation()
  /// ResultList(presentation.content ?? [])
  ///   .opacity(presentation.isReplacing ? 0.5 : 1)
  ///   .overlay(alignment: .top) {
  ///     if presentation.isReplacing { ProgressView().controlSize(.small) }
  ///   }
  /// ```
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: The presentation of the loader under `policy`.
  public func presentation(
    policy: PresentationPolicy = .default
  ) -> ScreenPresentation<Loader.Value, Loader.Failure> {
    var presentation = kind.present(state, policy)
    guard presentation.content != nil, isReplacing else { return presentation }
    presentation.activity = .replace
    presentation.footer = .none
    return presentation
  }
}
