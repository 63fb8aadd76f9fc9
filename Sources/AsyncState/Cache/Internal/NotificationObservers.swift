import Foundation

/// The observers ``LoaderCache/follow(_:from:)`` added to a center, removed when its
/// stream ends.
///
/// `@unchecked Sendable` is true because the tokens are read and written only under `lock`
/// (an `NSLock`): added while the stream is made, removed from the stream's termination
/// handler, on whatever thread ends it. The center is `Sendable`. Not a `Locked`: that needs
/// a `Sendable` value, and the observer tokens are not.
final class NotificationObservers: @unchecked Sendable {
  private let center: NotificationCenter
  private let lock = NSLock()
  private var tokens: [any NSObjectProtocol] = []

  init(center: NotificationCenter) {
    self.center = center
  }

  func add(_ token: any NSObjectProtocol) {
    lock.withLock { tokens.append(token) }
  }

  func removeAll() {
    let removed = lock.withLock {
      defer { tokens = [] }
      return tokens
    }
    for token in removed { center.removeObserver(token) }
  }
}
