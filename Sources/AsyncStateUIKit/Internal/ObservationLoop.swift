#if canImport(UIKit) && !os(watchOS)
  import Observation

  /// Runs a render function now and again after every change to the observable properties it
  /// read, on the main actor, until cancelled or released: `withObservationTracking` made
  /// continuous, for UIKit code that draws `@Observable` models such as a ``ProgressGate``.
  ///
  /// The `Observations` sequence does the same from iOS 26 on
  /// (https://developer.apple.com/documentation/observation/observations); the adapters
  /// support iOS 17, where only `withObservationTracking` exists.
  @MainActor
  final class ObservationLoop {
    private var isActive = true
    private let render: @MainActor @Sendable () -> Void

    /// Starts the loop: calls `render` at once.
    init(_ render: @escaping @MainActor @Sendable () -> Void) {
      self.render = render
      run()
    }

    /// Stops the loop: `render` is not called again.
    func cancel() {
      isActive = false
    }

    private func run() {
      guard isActive else { return }
      withObservationTracking {
        render()
      } onChange: { [weak self] in
        // Called before the change is applied, from whatever context made it: render again
        // on the main actor, once the change is done.
        Task { @MainActor in self?.run() }
      }
    }
  }
#endif
