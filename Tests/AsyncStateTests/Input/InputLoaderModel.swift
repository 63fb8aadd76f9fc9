import AsyncState

/// The reference model of an ``InputLoader`` over owned data loaders, written from its
/// documentation: what it shows and fetches after each operation of a schedule.
///
/// Inputs are strings; the empty string is the empty input. Each applied input has a loader
/// of its own, modeled by its state, the state its running load started from, and whether a
/// load runs (the call it waits for).
struct InputLoaderModel {
  struct LoaderModel {
    let input: String
    var state: DataState<String, LoadFailure> = .idle
    /// The state the running load started from.
    var origin: DataState<String, LoadFailure> = .idle
    /// The index of the fetch call the running load waits for.
    var call: Int?
  }

  let debounce: Duration
  var now: Duration = .zero
  var input = ""
  var submitted: String?
  var deadline: Duration?
  var current: LoaderModel?
  var previous: LoaderModel?
  /// The argument of every fetch call, in order.
  var calls: [String] = []

  var isDebouncing: Bool { deadline != nil }

  /// What the loader shows.
  var state: DataState<String, LoadFailure> {
    guard let current else { return .idle }  // before the first input, or an empty one
    guard let previous else { return current.state }
    switch current.state {
    case .idle: return previous.state
    case .initialLoading, .retrying:
      return previous.state.value.map { .refreshing($0) } ?? current.state
    case .failure(let failure):
      return previous.state.value.map { .refreshFailure($0, failure) } ?? current.state
    case .refreshing, .success, .refreshFailure: return current.state
    }
  }

  var loadedInput: String? {
    guard let current else { return nil }
    if current.state.value != nil { return current.input }
    guard let previous, previous.state.value != nil else { return nil }
    return previous.input
  }

  var failedInput: String? {
    guard let current else { return nil }
    if current.state.failure != nil { return current.input }
    guard current.state.isIdle, let previous, previous.state.failure != nil else { return nil }
    return previous.input
  }

  // MARK: Operations

  /// The user sets the input. Returns whether a fetch call is expected.
  mutating func type(_ text: String) {
    guard text != input else { return }
    input = text
    if text == submitted {
      deadline = nil
    } else if text.isEmpty {
      apply(text)
    } else {
      deadline = now + debounce
    }
  }

  mutating func submit() { apply(input) }

  mutating func advance(by duration: Duration) {
    now += duration
    if let deadline, deadline <= now { apply(input) }
  }

  /// A fetch call is answered: applied only if its load still waits for it.
  mutating func answer(_ index: Int, with result: Result<String, LoadFailure>) {
    guard var loader = current, loader.call == index else { return }
    loader.call = nil
    switch result {
    case .success(let value): loader.state.succeed(with: value)
    case .failure(let failure): loader.state.fail(with: failure)
    }
    current = loader
  }

  mutating func cancel() {
    deadline = nil
    if var loader = current, loader.call != nil {
      loader.call = nil
      loader.state = loader.origin
      current = loader
    }
  }

  mutating func reset() {
    cancel()
    current = nil
    previous = nil
    submitted = nil
  }

  /// `retry()`: the applied input's loader refreshes, or joins its running load.
  mutating func retry() {
    guard var loader = current, loader.call == nil else { return }
    start(&loader)
    current = loader
  }

  private mutating func apply(_ text: String) {
    deadline = nil
    if text == submitted, var loader = current {
      if loader.call == nil, !loader.state.isLoading, needsLoad(loader.state) {
        start(&loader)
        current = loader
      }
      return
    }
    var kept = previous
    if var replaced = current {
      if replaced.call != nil {
        // Superseded: the load is cancelled and its loader restored.
        replaced.call = nil
        replaced.state = replaced.origin
      }
      if replaced.state.value != nil { kept = replaced }
    }
    submitted = text
    guard !text.isEmpty else {
      current = nil
      previous = nil
      return
    }
    var loader = LoaderModel(input: text)
    start(&loader)
    current = loader
    previous = kept
  }

  /// Whether `load()` fetches from this state (no staleness in these schedules).
  private func needsLoad(_ state: DataState<String, LoadFailure>) -> Bool {
    state.value == nil
  }

  private mutating func start(_ loader: inout LoaderModel) {
    loader.origin = loader.state
    loader.state.startLoading()
    loader.call = calls.count
    calls.append(loader.input)
  }
}
