import AsyncState

/// The filter: `/` opens a one-line field over the feed, and the feed follows what is typed.
///
/// | Key (field open) | What it does |
/// |---|---|
/// | a character | adds it; the feed follows after the debounce |
/// | backspace | deletes the last character; an empty field is the whole feed, at once |
/// | enter | applies the text now, skipping the debounce, and closes the field |
/// | esc | clears the filter (the whole feed, at once) and closes the field |
/// | arrows, pgup/pgdn, home/end, ctrl-c, ctrl-d | as without the field |
extension FeedSession {
  /// The text of the filter field: the input the feed follows.
  public var filterText: String {
    feed.search.input
  }

  /// Sets the filter's text, as typing does: the feed follows it once the debounce has
  /// passed with no newer text; a text that is empty once trimmed (the whole feed) applies at
  /// once.
  ///
  /// - Parameter text: The text, as typed.
  public func setFilter(_ text: String) {
    feed.search.input = text
    if FeedQuery.normalizedFilter(text).isEmpty { feed.search.submit() }
  }

  /// Opens the filter field (`/`): the keys type into it until enter or esc.
  public func openFilter() {
    isEditingFilter = true
  }

  /// Applies the filter's text now, skipping the debounce, and closes the field (enter).
  public func submitFilter() {
    feed.search.submit()
    isEditingFilter = false
  }

  /// Clears the filter, back to the whole feed at once, and closes the field (esc).
  public func clearFilter() {
    setFilter("")
    isEditingFilter = false
  }

  /// Handles a key while the filter field is open (see the table above).
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: Whether the field took the key; `false` when the field is closed, and for
  ///   the keys that keep their meaning (moving, quitting).
  @discardableResult
  public func handleFilterKey(_ key: Key) -> Bool {
    guard isEditingFilter else { return false }
    switch key {
    case .character(let character): setFilter(filterText + String(character))
    case .backspace: setFilter(String(filterText.dropLast()))
    case .enter: submitFilter()
    case .escape: clearFilter()
    case .up, .down, .pageUp, .pageDown, .home, .end, .interrupt, .endOfInput, .unknown:
      return false
    }
    return true
  }

  /// Routes a key as the app does: the open field's keys and `/` are the filter's; any
  /// other key's command is returned for the app to run. Any key clears the ``notice``.
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: The command the app runs, or `nil` when the filter took the key (or the key
  ///   does nothing).
  func route(_ key: Key) -> KeyCommand? {
    // A like's message shows until the next key.
    if notice != nil { notice = nil }
    if handleFilterKey(key) { return nil }
    let command = KeyCommand(key)
    if command == .filter {
      openFilter()
      return nil
    }
    return command
  }

  /// What the filter line shows, or `nil` when there is no filter to show: the field is
  /// closed, and neither the text nor the posts on screen belong to a filter.
  public var filterBar: FilterBar? {
    let search = feed.search
    let typed = FeedQuery.normalizedFilter(search.input)
    let applied = search.submittedInput.map(FeedQuery.normalizedFilter) ?? ""
    let shown = search.loadedInput.map(FeedQuery.normalizedFilter)
    guard isEditingFilter || !typed.isEmpty || !applied.isEmpty || !(shown ?? "").isEmpty
    else { return nil }
    let isReplacing = search.isReplacing
    return FilterBar(
      text: search.input, isEditing: isEditingFilter, isDebouncing: search.isDebouncing,
      applied: applied, shown: isReplacing ? shown : nil,
      isLoading: isReplacing && !search.isDebouncing,
      droppedAnswers: feed.droppedAnswerCount, lastDropped: feed.lastDroppedFilter)
  }
}
