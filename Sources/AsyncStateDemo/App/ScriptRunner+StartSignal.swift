extension ScriptRunner {
  /// Tells the runner that an action it did not await has started (made its first
  /// transition) or finished, whichever comes first.
  @MainActor
  final class StartSignal {
    private var hasFired = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Marks the action started; later calls do nothing.
    func fire() {
      guard !hasFired else { return }
      hasFired = true
      waiter?.resume()
      waiter = nil
    }

    /// Returns once ``fire()`` has been called.
    func wait() async {
      guard !hasFired else { return }
      await withCheckedContinuation { waiter = $0 }
    }
  }
}
