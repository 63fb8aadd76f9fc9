/// An image the fake API "downloads" (design source 001): an SF Symbol and a tint, so the
/// sample needs no network.
public nonisolated struct RemoteImage: Hashable, Sendable {
  /// A tint the image is drawn in.
  public enum Tint: String, Sendable, Hashable, CaseIterable {
    case red, orange, green, blue
  }

  /// The name the image was requested by.
  public let name: String
  /// The SF Symbol that stands for the downloaded pixels.
  public let symbol: String
  /// The tint to draw it in.
  public let tint: Tint
  /// Which request of the image endpoint loaded it.
  public let version: Int
}
