/// One transition a ``LoaderInspector`` recorded: which loader moved, from what state to what
/// state, why, and when.
///
/// States are printed as ``DataState`` and ``PagingState`` describe themselves, such as
/// `refreshing([3 items])`, so records compare and print the same on every platform.
///
/// ```swift
/// let record = recording.records.last!
/// print(record)   // +1.5s ProfileQuery(id: 1): initialLoading → success(Ada) (loadSucceeded)
/// if record.cause == .loadFailed { attach(recording.text()) }
/// ```
public struct TransitionRecord: Hashable, Sendable {
  /// When the transition happened, counted from the moment recording began.
  public var time: Duration
  /// The loader's key: a cache entry's key as printed, or the name given to
  /// ``LoaderInspector/init(recording:named:clock:historyLimit:)``.
  public var key: String
  /// The state before the transition, printed.
  public var from: String
  /// The state after the transition, printed.
  public var to: String
  /// Why the state changed.
  public var cause: TransitionCause

  /// Creates a record; a ``LoaderInspector`` makes them, and a test writes the ones it
  /// expects.
  ///
  /// ```swift
  /// let expected = TransitionRecord(
  ///   time: .zero, key: "loader", from: "idle", to: "initialLoading", cause: .loadStarted)
  /// ```
  ///
  /// - Parameters:
  ///   - time: When it happened, since recording began.
  ///   - key: The loader's key.
  ///   - from: The state before, printed.
  ///   - to: The state after, printed.
  ///   - cause: Why the state changed.
  public init(time: Duration, key: String, from: String, to: String, cause: TransitionCause) {
    self.time = time
    self.key = key
    self.from = from
    self.to = to
    self.cause = cause
  }
}

extension TransitionRecord: CustomStringConvertible {
  /// One line of a timeline, such as
  /// `+1.5s ProfileQuery(id: 1): initialLoading → success(Ada) (loadSucceeded)`.
  ///
  /// ```swift
  /// recording.records.forEach { print($0) }
  /// ```
  public var description: String {
    "+\(DurationText.short(time)) \(step)"
  }

  /// The line without its time, as ``LoaderInspector/text(showingTimes:)`` prints it.
  var step: String {
    "\(key): \(from) → \(to) (\(cause))"
  }
}
