import AsyncState

/// The switch behind the `x` key: while it is on, every request of a feed fails with
/// ``FeedError/injected``.
///
/// Shared between the app, which flips it, and the feed, which reads it on every request, on
/// any thread.
public final class FailureInjection: Sendable {
  // The switch, read and flipped under the lock (AsyncState's `Locked`, an `NSLock`).
  private let isOnStorage: Locked<Bool>

  /// Creates a switch.
  ///
  /// - Parameter isOn: Whether requests fail from the start.
  public init(isOn: Bool = false) {
    isOnStorage = Locked(isOn)
  }

  /// Whether every request fails.
  public var isOn: Bool {
    isOnStorage.withLock { $0 }
  }

  /// Flips the switch.
  ///
  /// - Returns: Whether requests fail from now on.
  @discardableResult
  public func toggle() -> Bool {
    isOnStorage.withLock { isOn in
      isOn.toggle()
      return isOn
    }
  }
}
