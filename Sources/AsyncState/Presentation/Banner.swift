/// An error banner to show once: a failure reported over content the screen keeps.
///
/// A ``BannerCenter`` creates one per failure occurrence, with an ``id`` no other banner of
/// that center shares, so a renderer can tell a new banner from one it already showed.
///
/// ```swift
/// for await banner in center.banners() {
///   show(banner.message, title: banner.title)
/// }
/// ```
public struct Banner<Failure: Error>: Identifiable {
  /// The banner's identity: unique within its ``BannerCenter``, increasing with time.
  public let id: Int
  /// Why the banner is raised.
  public let reason: BannerReason<Failure>

  /// Creates a banner. ``BannerCenter`` creates them; this is for previews and tests.
  ///
  /// - Parameters:
  ///   - id: The banner's identity.
  ///   - reason: Why the banner is raised.
  public init(id: Int, reason: BannerReason<Failure>) {
    self.id = id
    self.reason = reason
  }
}

extension Banner {
  /// The failure the banner reports.
  public var failure: Failure { reason.failure }

  /// Readable text for the failure, from `readableDescription`.
  public var message: String { failure.readableDescription }
}

extension Banner: Sendable where Failure: Sendable {}
extension Banner: Equatable where Failure: Equatable {}
extension Banner: Hashable where Failure: Hashable {}
