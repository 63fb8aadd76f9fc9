public import Observation

/// Turns a loader's failures into one-shot error banners: one ``Banner`` per failed load,
/// never replayed.
///
/// A ``ScreenPresentation``'s ``ScreenPresentation/banner`` lasts as long as its state, so a
/// view that re-appears or re-renders would show it again. A `BannerCenter` follows a loader
/// and announces a banner exactly once, when a load *ends* in a failure that deserves one
/// under its ``policy`` (a failed refresh that kept the content; a failed page with
/// ``PresentationPolicy/loadMoreFailureBanner``):
///
/// - Seeing the same state again — a re-render, a view that re-subscribes — announces
///   nothing. A failure the loader already shows when the center is created is not
///   announced.
/// - A cancelled load announces nothing: the center reads the cause of every transition
///   (``TransitionCause``), so it announces exactly the loads that failed — a second
///   refresh failing with the same error included.
/// - The banner stays ``current`` until ``dismiss(_:)`` is called with it, or a newer banner
///   replaces it. Dismissal is always explicit; a successful load does not dismiss.
///
/// Keep the center next to the loader (in the screen's model), so it outlives the view:
///
/// ```swift
/// let feed = PagingLoader { (cursor: Int?) in try await API.posts(after: cursor) }
/// let banners = BannerCenter(observing: feed)
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

  @ObservationIgnored private var nextID = 1
  @ObservationIgnored private let announced = Broadcast<Banner<Failure>>()
  @ObservationIgnored private var observation: StateObservation?

  /// Creates a center that follows a loader (or any ``StateSource`` of ``DataState``) until
  /// the center is released.
  ///
  /// - Parameters:
  ///   - source: The loader whose failures to announce; not retained.
  ///   - policy: The mappings that decide which failures deserve a banner; use the screen's.
  public convenience init<Source: StateSource, Value>(
    observing source: Source,
    policy: PresentationPolicy = .default
  ) where Source.State == DataState<Value, Failure> {
    self.init(observing: source, policy: policy) { $0.presentation(policy: policy) }
  }

  /// Creates a center that follows a paged loader (or any ``StateSource`` of
  /// ``PagingState``) until the center is released.
  ///
  /// - Parameters:
  ///   - source: The loader whose failures to announce; not retained.
  ///   - policy: The mappings that decide which failures deserve a banner; use the screen's.
  public convenience init<Source: StateSource, Value>(
    observing source: Source,
    policy: PresentationPolicy = .default
  ) where Source.State == PagingState<Value, Failure> {
    self.init(observing: source, policy: policy) { $0.presentation(policy: policy) }
  }

  /// Creates a center that follows a source, reading each state's banner from `present`.
  ///
  /// - Parameters:
  ///   - source: The source whose failures to announce; not retained.
  ///   - policy: The mappings that decide which failures deserve a banner.
  ///   - present: The presentation of a state of `source` under `policy`; `nil` for none.
  package init<Source: StateSource, Value>(
    observing source: Source,
    policy: PresentationPolicy,
    present: @escaping @MainActor (Source.State) -> ScreenPresentation<Value, Failure>?
  ) {
    self.policy = policy
    observation = source.observe { [weak self] state, cause in
      self?.receive(state, cause: cause, present: present)
    }
  }

  private func receive<State, Value>(
    _ state: State, cause: TransitionCause,
    present: (State) -> ScreenPresentation<Value, Failure>?
  ) {
    guard cause == .loadFailed,
      let derived = present(state)?.banner
    else { return }
    let banner = derived.numbered(nextID)
    nextID += 1
    current = banner
    announced.yield(banner)
  }

  /// Takes a banner off the screen.
  ///
  /// Dismissing a banner that is no longer ``current`` (a newer one replaced it) does nothing,
  /// so a late dismissal never hides a newer banner. Pass a banner this center announced
  /// (``current``, or one from ``banners()``); a ``ScreenPresentation``'s `banner` is not one of
  /// them (its id is 0), so dismissing it does nothing.
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
    announced.subscribe()
  }

  deinit {
    announced.finish()
  }
}
