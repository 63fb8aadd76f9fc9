/// Decides which presentations announce a banner: the pure part of ``BannerCenter``.
///
/// A banner is announced when a load ends in a banner-worthy failure — never for a state
/// seen again (a re-render, a re-subscription) and never for a state a loader restored after
/// a cancelled load. A restoration is recognised two ways:
/// - the load could not have produced that banner (a refresh cannot end in a failed page);
/// - the load started from that very banner state: same reason, same failure. The loaders
///   restore the exact state a cancelled load started from.
///
/// The second rule cannot tell a restoration from a new failure that equals the one the load
/// started from; such a repeat is not announced again (its banner was already shown). When
/// the cause of each transition is known (a loader's ``StateSource/observeTransitions(_:)``),
/// no guess is needed: exactly the loads that end with ``TransitionCause/loadFailed``
/// announce.
struct BannerTracker<Failure: Error> {
  /// What one presentation means to the tracker.
  enum Step {
    /// A load is running.
    case loading(LoadActivity)
    /// No load is running; the presentation asks for this banner, or none.
    case settled(BannerReason<Failure>?)
  }

  let isSameFailure: (Failure, Failure) -> Bool
  /// The previous step, or `nil` before the first.
  private var last: Step?
  /// The banner of the settled state the running load started from.
  private var origin: BannerReason<Failure>?

  init(isSameFailure: @escaping (Failure, Failure) -> Bool) {
    self.isSameFailure = isSameFailure
  }

  /// Takes the next presentation and returns the banner to announce for it, if any.
  ///
  /// - Parameters:
  ///   - presentation: The presentation after a transition.
  ///   - cause: Why the state moved, when the source reports it; `nil` to infer it.
  mutating func receive<Value>(
    _ presentation: ScreenPresentation<Value, Failure>,
    cause: TransitionCause? = nil
  ) -> BannerReason<Failure>? {
    let step: Step =
      if let activity = presentation.activity { .loading(activity) } else {
        .settled(presentation.banner)
      }
    defer { last = step }
    switch step {
    case .loading:
      switch last {
      case .loading:
        break  // The same run goes on (a refresh that superseded a page load).
      case .settled(let reason):
        origin = reason
      case nil:
        origin = nil
      }
      return nil
    case .settled(let reason):
      // Only the end of a load announces: not a re-render, a first state or a reset.
      guard case .loading(let activity) = last else { return nil }
      let origin = self.origin
      self.origin = nil
      guard let reason, Self.activity(activity, canEndIn: reason) else { return nil }
      switch cause {
      case .loadFailed?:
        return reason
      case .loadStarted?, .loadSucceeded?, .loadCancelled?, .reset?:
        return nil
      case nil:
        if let origin, isRestoration(of: origin, by: reason) { return nil }
        return reason
      }
    }
  }

  private func isRestoration(
    of origin: BannerReason<Failure>,
    by reason: BannerReason<Failure>
  ) -> Bool {
    switch (origin, reason) {
    case (.refreshFailed(let old), .refreshFailed(let new)),
      (.loadMoreFailed(let old), .loadMoreFailed(let new)):
      isSameFailure(old, new)
    case (.refreshFailed, .loadMoreFailed), (.loadMoreFailed, .refreshFailed):
      false
    }
  }

  /// Whether a load of this kind can end in this banner by failing.
  private static func activity(
    _ activity: LoadActivity,
    canEndIn reason: BannerReason<Failure>
  ) -> Bool {
    switch (activity, reason) {
    case (.refresh, .refreshFailed), (.loadMore, .loadMoreFailed): true
    case (.refresh, .loadMoreFailed), (.loadMore, .refreshFailed), (.initialLoad, _), (.retry, _):
      false
    }
  }
}
