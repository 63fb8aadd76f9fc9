import Observation

/// Counts observation notifications, registering again after each one.
@MainActor
final class InvalidationCounter {
  private(set) var count = 0
  private var isStopped = false
  private let read: @MainActor @Sendable () -> Void

  init(read: @escaping @MainActor @Sendable () -> Void) {
    self.read = read
  }

  func track() {
    withObservationTracking {
      read()
    } onChange: {
      // Called synchronously by the property's `willSet`, on the main actor where the
      // objects change.
      MainActor.assumeIsolated {
        self.changed()
      }
    }
  }

  func stop() {
    isStopped = true
  }

  private func changed() {
    guard !isStopped else { return }
    count += 1
    track()
  }
}
