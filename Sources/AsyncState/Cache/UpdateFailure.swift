/// An optimistic update whose mutation failed, for a banner or a toast.
///
/// `LoaderCache.update(_:revalidatesOnSuccess:optimistically:mutation:)` throws the
/// mutation's failure to its caller and also announces it once, as an
/// `UpdateFailure`, on ``LoaderCache/updateFailures()`` and ``LoaderCache/activity()``, so a
/// screen-independent banner can tell the user even after the screen that asked is gone.
///
/// ```swift
/// .task {
///   for await failure in cache.updateFailures() {
///     toast = failure.message   // "You are offline."
///   }
/// }
/// ```
public struct UpdateFailure: Identifiable, Sendable {
  /// Unique within its cache, increasing with time.
  public let id: Int
  /// The key of the entry that was updated, as the inspector prints it.
  public let key: String
  /// The mutation's failure.
  public let error: any Error
  /// Whether the value was rolled back to what it was before the update. `false` when newer
  /// data arrived while the mutation ran (that data stands), or when the entry had no value
  /// to change.
  public let isRolledBack: Bool

  /// Creates a failure. ``LoaderCache`` creates them; this is for previews and tests.
  ///
  /// ```swift
  /// let preview = UpdateFailure(
  ///   id: 1, key: "PostQuery(id: 7)", error: URLError(.notConnectedToInternet),
  ///   isRolledBack: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Unique within its cache.
  ///   - key: The key of the entry that was updated.
  ///   - error: The mutation's failure.
  ///   - isRolledBack: Whether the value was rolled back.
  public init(id: Int, key: String, error: any Error, isRolledBack: Bool) {
    self.id = id
    self.key = key
    self.error = error
    self.isRolledBack = isRolledBack
  }

  /// Readable text for the failure, from `readableDescription`.
  ///
  /// ```swift
  /// for await failure in cache.updateFailures() { toast(failure.message) }
  /// ```
  public var message: String {
    error.readableDescription
  }
}
