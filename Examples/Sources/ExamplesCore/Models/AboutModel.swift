public import AsyncState
import Observation

/// The About screen of design source 002, tciuro/StateObjectDemo: the parent screen holds the
/// model, the About screen loads it once however often it is visited, and a Reset button on
/// the parent forgets it.
///
/// - **Once.** ``appear()`` loads only what is not loaded: returning to the screen shows the
///   info at once, with no loading frame.
/// - **Outlives the screen.** The load runs in a task the screen does not own, so leaving the
///   screen mid-load does not cancel it, and returning joins it.
/// - **No flicker.** The spinner goes through a ``ProgressGate``: a load faster than its delay
///   shows none.
@MainActor
@Observable
public final class AboutModel {
  /// The loader behind the screen.
  public let loader: DataLoader<AboutInfo, any Error>
  /// The gate the spinner goes through.
  public let progressGate: ProgressGate
  @ObservationIgnored private var observation: StateObservation?

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - api: Where the info comes from.
  ///   - progressGate: The gate for the spinner.
  public init(api: FakeAPI, progressGate: ProgressGate = ProgressGate()) {
    loader = DataLoader { try await api.about() }
    self.progressGate = progressGate
    observation = loader.observe { [weak self] state, _ in
      self?.progressGate.setLoading(state.presentation().showsBlockingSpinner)
    }
  }

  /// What the About screen shows, the article's `ViewDisplayState` with its payloads.
  public enum Content: Equatable, Sendable {
    /// Loading, or not loaded yet: a spinner once the gate shows one.
    case loading(showsSpinner: Bool)
    /// The info.
    case info(AboutInfo)
    /// The failure's message and a "Try Again" button (``AboutModel/retry()``).
    case failed(message: String)
  }

  /// What the About screen shows now.
  public var content: Content {
    switch loader.state {
    case .idle, .initialLoading:
      .loading(showsSpinner: progressGate.isVisible)
    case .success(let info), .refreshing(let info), .refreshFailure(let info, _):
      .info(info)
    case .failure(let error), .retrying(let error):
      .failed(message: error.readableDescription)
    }
  }

  /// The About screen appeared: loads if not loaded, in a task the screen does not own.
  ///
  /// - Returns: The task, for tests to await.
  @discardableResult
  public func appear() -> Task<Void, Never> {
    let loader = loader
    return Task { await loader.load() }
  }

  /// "Try Again" on the About screen.
  public func retry() async {
    await loader.refresh()
  }

  /// The parent's "Reset Model": forgets the info, as if it had never been loaded.
  public func reset() {
    loader.reset()
  }
}
