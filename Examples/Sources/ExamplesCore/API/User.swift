/// A user of the list screen (design source 000).
public nonisolated struct User: Identifiable, Hashable, Sendable {
  /// The user's identity.
  public let id: Int
  /// The user's name.
  public let name: String
}
