/// The About screen's info (design source 002).
public nonisolated struct AboutInfo: Hashable, Sendable {
  /// The text to show.
  public let text: String
  /// Which request of the About endpoint loaded it: the same number after returning to the
  /// screen shows it was not loaded again.
  public let loadNumber: Int
}
