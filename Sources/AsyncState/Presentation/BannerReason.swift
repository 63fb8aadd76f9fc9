/// Why a screen should raise an error banner over content it keeps.
///
/// A banner reports a failure that did not take the content away: a failed refresh
/// (with the default ``PresentationPolicy``) or a failed page (with
/// ``PresentationPolicy/loadMoreFailureBanner``). Read it from
/// ``ScreenPresentation/banner``, or receive it once as a ``Banner`` from a ``BannerCenter``.
public enum BannerReason<Failure: Error> {
  /// A refresh failed; the value loaded before stays on screen.
  case refreshFailed(Failure)
  /// The next page failed; the loaded pages stay on screen.
  case loadMoreFailed(Failure)
}

extension BannerReason {
  /// The failure the banner reports.
  public var failure: Failure {
    switch self {
    case .refreshFailed(let failure), .loadMoreFailed(let failure): failure
    }
  }
}

extension BannerReason: Sendable where Failure: Sendable {}
extension BannerReason: Equatable where Failure: Equatable {}
extension BannerReason: Hashable where Failure: Hashable {}
