extension BannerReason {
  /// A short title for the banner, naming what failed: "Couldn't Refresh" or
  /// "Couldn't Load More".
  ///
  /// English text; a renderer that localizes writes its own from the case.
  public var title: String {
    switch self {
    case .refreshFailed: "Couldn't Refresh"
    case .loadMoreFailed: "Couldn't Load More"
    }
  }
}

extension Banner {
  /// A short title for the banner, naming what failed (``BannerReason/title``).
  public var title: String { reason.title }
}
