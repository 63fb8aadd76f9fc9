/// The subscribers of a stream of values: each subscription is an `AsyncStream` that receives
/// every value yielded after it began, in order.
///
/// The one registry behind a loader's `states`, `BannerCenter.banners()` and
/// `ProgressGate.visibilityChanges()`. The continuations live behind a lock (``Locked``), so
/// an owner's nonisolated `deinit` can finish them, and a consumer that stops iterating is
/// removed from any thread.
final class Broadcast<Element: Sendable>: Sendable {
  private struct Subscribers: Sendable {
    var continuations: [UInt64: AsyncStream<Element>.Continuation] = [:]
    var nextID: UInt64 = 0
  }

  private let subscribers = Locked(Subscribers())

  /// A new subscription; `first`, if given, is its first element.
  func subscribe(startingWith first: Element? = nil) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .unbounded)
    if let first { continuation.yield(first) }
    let id = subscribers.withLock { subscribers in
      subscribers.nextID += 1
      subscribers.continuations[subscribers.nextID] = continuation
      return subscribers.nextID
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.subscribers.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Whether anyone is subscribed.
  var isEmpty: Bool {
    subscribers.withLock { $0.continuations.isEmpty }
  }

  /// Sends `element` to every subscriber.
  func yield(_ element: Element) {
    let current = subscribers.withLock {
      $0.continuations.isEmpty ? [] : Array($0.continuations.values)
    }
    for continuation in current {
      continuation.yield(element)
    }
  }

  /// Ends every subscription.
  func finish() {
    let current = subscribers.withLock { subscribers in
      defer { subscribers.continuations.removeAll() }
      return Array(subscribers.continuations.values)
    }
    for continuation in current {
      continuation.finish()
    }
  }
}
