public import Observation

/// Turns loading states into one-shot error banners: one ``Banner`` per failure, never
/// replayed.
///
/// A ``ScreenPresentation``'s ``ScreenPresentation/banner`` lasts as long as its state, so a
/// view that re-appears or re-renders would show it again. A `BannerCenter` watches the
/// states go by and announces a banner exactly once, when a load *ends* in a failure that
/// deserves one under its ``policy`` (a failed refresh that kept the content; a failed page
/// with ``PresentationPolicy/LoadMoreFailureStyle/footerAndBanner``):
///
/// - Seeing the same state again — a re-render, a view that re-subscribes, the current
///   state delivered to a new observer — announces nothing.
/// - A cancelled load announces nothing. A center that observes a loader knows the cause of
///   every transition (``StateTransition``), so it announces exactly the loads that failed;
///   one fed bare states recognises the restoration a cancelled load leaves behind (see
///   ``init(policy:isSameFailure:)``).
/// - The banner stays ``current`` until ``dismiss(_:)`` is called with it, or a newer banner
///   replaces it. Dismissal is always explicit; a successful load does not dismiss.
///
/// Keep the center next to the loader (in the screen's model), so it outlives the view:
///
/// ```swift
/// let loader = PagingLoader(fetchPage: api.posts)
/// let banners = BannerCenter(observing: loader)
///
/// // SwiftUI: draw `banners.current`, call `banners.dismiss(banner)` when it goes away.
/// // UIKit: consume the stream of new banners.
/// for await banner in banners.banners() { showToast(banner.message) }
/// ```
@MainActor @Observable
public final class BannerCenter<Failure: Error> {
  /// The mappings that decide which failures deserve a banner.
  public let policy: PresentationPolicy

  /// The banner on screen: the latest one announced, until it is dismissed.
  public private(set) var current: Banner<Failure>?

  @ObservationIgnored private var tracker: BannerTracker<Failure>
  @ObservationIgnored private var nextID = 1
  @ObservationIgnored private var subscribers: [Int: AsyncStream<Banner<Failure>>.Continuation] =
    [:]
  @ObservationIgnored private var nextSubscriberID = 0
  @ObservationIgnored private var observation: StateObservation?

  /// Creates a center fed by ``receive(_:)-(State)``.
  ///
  /// - Parameters:
  ///   - policy: The mappings that decide which failures deserve a banner; use the screen's.
  ///   - isSameFailure: Whether two failures are the same occurrence, or `nil` for the
  ///     default. When a load that started from a banner state ends in the same banner state
  ///     with the same failure, the center takes it for the restoration after a cancelled
  ///     load and stays silent. The default: `==` for `Equatable` types (`NSError`
  ///     included), the same type and reflection (`String(reflecting:)`) otherwise. A new
  ///     failure equal to the one the load started from is therefore not announced again
  ///     (its banner was shown already); pass a stricter test (for
  ///     example, compare a request id the failure carries) to announce such repeats.
  public init(
    policy: PresentationPolicy = .default,
    isSameFailure: ((Failure, Failure) -> Bool)? = nil
  ) {
    self.policy = policy
    tracker = BannerTracker(isSameFailure: isSameFailure ?? { FailureIdentity.isSame($0, $1) })
  }

  /// Creates a center that follows a loader (or any ``StateSource``) until it is released.
  ///
  /// The source's current state is taken as the starting point: a failure it already shows
  /// is not announced. The center reads the cause of each transition, so every failed load
  /// announces one banner — a second refresh that fails with the same error included — and
  /// a cancelled one announces none.
  ///
  /// - Parameters:
  ///   - source: The loader whose states to follow.
  ///   - policy: The mappings that decide which failures deserve a banner; use the screen's.
  ///   - isSameFailure: Whether two failures are the same occurrence, or `nil`; see
  ///     ``init(policy:isSameFailure:)``.
  public convenience init<Source: StateSource>(
    observing source: Source,
    policy: PresentationPolicy = .default,
    isSameFailure: ((Failure, Failure) -> Bool)? = nil
  ) where Source.State: PresentableState, Source.State.Failure == Failure {
    self.init(policy: policy, isSameFailure: isSameFailure)
    receive(source.state)
    observation = source.observeTransitions { [weak self] transition in
      self?.receive(transition)
    }
  }

  /// Takes the next state of the screen, and announces a banner if it calls for one.
  ///
  /// Call it with every state, in order (a loader's ``StateSource/observe(_:)`` does);
  /// repeating a state is harmless.
  ///
  /// - Parameter state: The screen's state after a transition.
  public func receive<State: PresentableState>(_ state: State) where State.Failure == Failure {
    receive(state.presentation(policy: policy))
  }

  /// Takes the next transition of the screen's state, and announces a banner if the load
  /// that ended failed with a failure that deserves one.
  ///
  /// - Parameter transition: The state after a transition, and why it moved.
  public func receive<State: PresentableState>(
    _ transition: StateTransition<State>
  ) where State.Failure == Failure {
    announce(
      tracker.receive(transition.state.presentation(policy: policy), cause: transition.cause))
  }

  /// Takes the next presentation of the screen, and announces a banner if it calls for one.
  ///
  /// For screens that build presentations themselves; they should use this center's
  /// ``policy``.
  ///
  /// - Parameter presentation: The screen's presentation after a transition.
  public func receive<Value>(_ presentation: ScreenPresentation<Value, Failure>) {
    announce(tracker.receive(presentation))
  }

  private func announce(_ reason: BannerReason<Failure>?) {
    guard let reason else { return }
    let banner = Banner(id: nextID, reason: reason)
    nextID += 1
    current = banner
    for (id, continuation) in subscribers {
      if case .terminated = continuation.yield(banner) {
        subscribers[id] = nil
      }
    }
  }

  /// Takes a banner off the screen.
  ///
  /// Dismissing a banner that is no longer ``current`` (a newer one replaced it) does nothing,
  /// so a late dismissal never hides a newer banner.
  ///
  /// - Parameter banner: The banner the user or a timer dismissed.
  /// - Returns: Whether `banner` was the current banner.
  @discardableResult
  public func dismiss(_ banner: Banner<Failure>) -> Bool {
    guard current?.id == banner.id else { return false }
    current = nil
    return true
  }

  /// A stream of the banners announced from now on; banners announced before are not
  /// replayed.
  ///
  /// Each call returns a new stream; it ends when the center is deallocated or the consumer
  /// stops iterating. A view that re-subscribes gets only newer banners.
  ///
  /// - Returns: A stream of new banners, in order.
  public func banners() -> AsyncStream<Banner<Failure>> {
    let (stream, continuation) = AsyncStream.makeStream(of: Banner<Failure>.self)
    subscribers[nextSubscriberID] = continuation
    nextSubscriberID += 1
    return stream
  }

  deinit {
    for continuation in subscribers.values {
      continuation.finish()
    }
  }
}
