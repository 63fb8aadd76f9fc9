import Observation

/// Records the transitions of one loader, or of every loader of a ``LoaderCache``, as a
/// timeline to print in a bug report or compare in a test: the history a ``LoaderInspector``
/// keeps.
///
/// Recording starts when the timeline is created and stops when ``stop()`` is called or the
/// timeline is released. A cache that no timeline watches pays nothing for it but one check
/// per change.
@MainActor
final class TransitionTimeline: Observable {
  /// One transition: when (since recording began), which loader, from what state to what
  /// state (printed), and why; the element type of ``LoaderInspector/records``.
  typealias Record = (time: Duration, key: String, from: String, to: String, cause: TransitionCause)

  /// The transitions recorded, oldest first; at most ``limit``, the newest.
  ///
  /// Observable: a view showing the history, of a cache or of one loader, updates as it
  /// grows.
  var records: [Record] {
    registrar.access(self, keyPath: \.records)
    return Array(buffer[head...] + buffer[..<head])
  }
  /// How many records are kept: the oldest go first.
  let limit: Int
  /// How many of the oldest records were dropped to keep ``limit``.
  var droppedCount: Int {
    registrar.access(self, keyPath: \.records)
    return dropped
  }
  private var dropped = 0
  private let registrar = ObservationRegistrar()

  /// The records, a ring once full: the oldest is at `head`.
  private var buffer: [Record] = []
  private var head = 0
  /// The clock's reading when recording began.
  private let start: Duration
  private let elapsed: @Sendable () -> Duration
  /// The last state of each key seen, printed: the `from` of its next transition.
  private var lastStates: [String: String] = [:]
  private var observation: StateObservation?
  private weak var cache: LoaderCache?

  /// Starts recording every transition of every loader of a cache, entries added later
  /// included, timed on the cache's clock.
  ///
  /// - Parameters:
  ///   - cache: The cache to record.
  ///   - limit: How many records to keep, the newest.
  init(recording cache: LoaderCache, limit: Int) {
    self.limit = max(1, limit)
    self.cache = cache
    let clock = cache.clock
    elapsed = clock.elapsed
    start = clock.elapsed()
    for entry in cache.allEntries {
      lastStates[entry.keyDescription] = entry.loader.stateDescription
    }
    cache.timelines.add(self)
  }

  /// Starts recording every transition of one loader.
  ///
  /// - Parameters:
  ///   - loader: The loader (or any ``StateSource``) to record.
  ///   - key: The name its records carry.
  ///   - clock: The clock that times the records; pass the loader's clock in a test.
  ///   - limit: How many records to keep, the newest.
  init<Source: StateSource>(
    recording loader: Source, named key: String = "loader",
    clock: some Clock<Duration>, limit: Int
  ) {
    self.limit = max(1, limit)
    let clock = LoaderClock(clock)
    elapsed = clock.elapsed
    start = clock.elapsed()
    lastStates[key] = String(describing: loader.state)
    observation = loader.observe { [weak self] state, cause in
      self?.append(key: key, to: String(describing: state), cause: cause)
    }
  }

  /// Stops recording; the records stay.
  func stop() {
    observation?.cancel()
    observation = nil
    cache?.timelines.remove(self)
    cache = nil
  }

  /// Takes in what a recorded cache did.
  func receive(_ activity: CacheActivity, at time: Duration) {
    switch activity {
    case .added(let key):
      lastStates[key] = "idle"
    case .transition(let key, let state, let cause):
      append(key: key, to: state, cause: cause, at: time)
    case .evicted(let key, _):
      lastStates[key] = nil
    case .held, .released, .invalidated, .updateFailed, .persistence:
      break
    }
  }

  private func append(
    key: String, to state: String, cause: TransitionCause, at time: Duration? = nil
  ) {
    let from = lastStates[key] ?? "?"
    lastStates[key] = state
    let record: Record = (
      time: (time ?? elapsed()) - start, key: key, from: from, to: state, cause: cause
    )
    registrar.withMutation(of: self, keyPath: \.records) {
      if buffer.count < limit {
        buffer.append(record)
      } else {
        // Full: overwrite the oldest, so recording stays O(1) per transition.
        buffer[head] = record
        head = (head + 1) % limit
        dropped += 1
      }
    }
  }
}
