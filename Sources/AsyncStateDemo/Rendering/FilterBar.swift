/// What the filter line shows: the text typed after `/`, and where the feed is in following
/// it — waiting for the debounce, loading with the previous posts kept (and whose they are),
/// the answers it dropped.
///
/// Built by ``FeedSession/filterBar`` from the `InputLoader`'s state (`isDebouncing`,
/// `loadedInput`, `isReplacing`); ``ScreenRenderer`` draws it as one line under the title and
/// dims the kept posts.
///
/// ```
///  / cursor▏  ⋯ waiting for more keys · showing "curs", dimmed
/// ```
public struct FilterBar: Hashable, Sendable {
  /// The text in the field, as typed.
  public var text: String
  /// Whether the field is open and takes the keys (a cursor shows).
  public var isEditing: Bool
  /// Whether a change of the text waits for the debounce.
  public var isDebouncing: Bool
  /// The filter applied: the one the feed loads or shows (normalized; empty for the whole
  /// feed).
  public var applied: String
  /// While a newer filter replaces the posts on screen, the filter they belong to (empty for
  /// the whole feed); `nil` otherwise. The posts are dimmed meanwhile.
  public var shown: String?
  /// Whether the applied filter's first page loads, with ``shown``'s posts kept meanwhile.
  public var isLoading: Bool
  /// How many answers of replaced filters arrived and were dropped.
  public var droppedAnswers: Int
  /// The filter of the latest dropped answer.
  public var lastDropped: String?

  /// Creates a filter line.
  ///
  /// - Parameters:
  ///   - text: The text in the field.
  ///   - isEditing: Whether the field is open.
  ///   - isDebouncing: Whether a change waits for the debounce.
  ///   - applied: The filter applied.
  ///   - shown: The filter whose posts stay on screen while a newer one replaces them.
  ///   - isLoading: Whether the applied filter's first page loads over kept posts.
  ///   - droppedAnswers: How many late answers were dropped.
  ///   - lastDropped: The filter of the latest one.
  public init(
    text: String, isEditing: Bool = false, isDebouncing: Bool = false, applied: String = "",
    shown: String? = nil, isLoading: Bool = false, droppedAnswers: Int = 0,
    lastDropped: String? = nil
  ) {
    self.text = text
    self.isEditing = isEditing
    self.isDebouncing = isDebouncing
    self.applied = applied
    self.shown = shown
    self.isLoading = isLoading
    self.droppedAnswers = droppedAnswers
    self.lastDropped = lastDropped
  }

  /// Whether the posts on screen belong to an earlier filter than the text: draw them dimmed.
  public var isReplacing: Bool {
    shown != nil
  }

  /// `"cursor"`, or `the whole feed` for the empty filter.
  static func name(of filter: String) -> String {
    filter.isEmpty ? "the whole feed" : "\"\(filter)\""
  }
}
