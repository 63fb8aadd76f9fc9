/// An error banner: a failure reported over content the screen keeps.
///
/// A banner reports a failure that did not take the content away: a failed refresh (with the
/// default ``PresentationPolicy``) or a failed page (with
/// ``PresentationPolicy/loadMoreFailureBanner``). Read it from ``ScreenPresentation/banner``,
/// where its ``id`` is 0, or receive it once from a ``BannerCenter``, which numbers the banners
/// it announces from 1 so a renderer can tell a new banner from one it already showed.
///
/// ```swift
/// for await banner in center.banners() {
///   show(banner.message, title: banner.title)
/// }
/// ```
public struct Banner<Failure: Error>: Identifiable {
  /// The banner's identity: unique within its ``BannerCenter``, increasing with time; 0 for a
  /// presentation's banner.
  public let id: Int
  /// The failure the banner reports.
  public let failure: Failure
  /// Whether the next page failed (the loaded pages stay on screen); `false` when a refresh
  /// failed (the value loaded before stays on screen).
  public let isLoadMoreFailure: Bool

  /// Creates a banner; for previews and tests.
  ///
  /// - Parameters:
  ///   - id: The banner's identity; ``BannerCenter`` numbers its banners from 1.
  ///   - failure: The failure the banner reports.
  ///   - isLoadMoreFailure: Whether the next page failed, rather than a refresh.
  public init(id: Int = 0, failure: Failure, isLoadMoreFailure: Bool = false) {
    self.id = id
    self.failure = failure
    self.isLoadMoreFailure = isLoadMoreFailure
  }
}

extension Banner {
  /// A banner for a failed refresh: the value loaded before stays on screen.
  ///
  /// - Parameter failure: The refresh's failure.
  /// - Returns: A banner with id 0.
  public static func refreshFailed(_ failure: Failure) -> Banner {
    Banner(failure: failure)
  }

  /// A banner for a failed page: the loaded pages stay on screen.
  ///
  /// - Parameter failure: The page's failure.
  /// - Returns: A banner with id 0.
  public static func loadMoreFailed(_ failure: Failure) -> Banner {
    Banner(failure: failure, isLoadMoreFailure: true)
  }

  /// A short title for the banner, naming what failed: "Couldn't Refresh" or
  /// "Couldn't Load More".
  ///
  /// English text; a renderer that localizes writes its own from ``isLoadMoreFailure``.
  public var title: String {
    isLoadMoreFailure ? "Couldn't Load More" : "Couldn't Refresh"
  }

  /// Readable text for the failure, from `readableDescription`.
  public var message: String { failure.readableDescription }

  /// This banner with another identity: how a ``BannerCenter`` numbers what it announces.
  package func numbered(_ id: Int) -> Banner {
    Banner(id: id, failure: failure, isLoadMoreFailure: isLoadMoreFailure)
  }
}

extension Banner: Sendable where Failure: Sendable {}
extension Banner: Equatable where Failure: Equatable {}
extension Banner: Hashable where Failure: Hashable {}
