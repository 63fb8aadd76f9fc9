#if canImport(UIKit) && !os(watchOS)
  import AsyncState

  /// The load a screen asks for each time it appears (`LoadingSource/load()`), cancelled if
  /// the screen disappears before the load ends: the rule both loading view controllers
  /// follow, written once.
  @MainActor
  final class AppearanceLoad {
    private var task: Task<Void, Never>?

    /// Asks `source` to load, for an appearance (`viewWillAppear(_:)`).
    ///
    /// - Parameter source: The loader the screen follows.
    func start<Source: LoadingSource>(_ source: Source) {
      task = Task { await source.load() }
    }

    /// Cancels the appearance's load if it still runs, for a disappearance
    /// (`viewDidDisappear(_:)`).
    func cancel() {
      task?.cancel()
      task = nil
    }
  }
#endif
