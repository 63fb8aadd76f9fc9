public import Observation

/// Loads data that follows an input the user changes: a search field, a filter, a sort
/// order, a selected segment.
///
/// Set ``input`` as the user types or picks; the loader does the rest, and each of the bugs
/// such screens are known for is ruled out by construction:
///
/// - **Debounce.** A change waits the initializer's `debounce` (300 ms by default) on the
///   loader's clock, and a newer change restarts the wait: twenty keystrokes inside the window make one request. An
///   input marked empty applies at once; ``submit()`` (the return key) skips the wait.
/// - **Latest input wins.** A new input cancels the fetch of the one it replaces, and the
///   result of a replaced input is never shown, whatever order responses arrive in: each
///   input has a loader of its own, and the state shows only the current one's.
/// - **Nothing is cleared while typing.** The value of the previous input stays on screen,
///   as ``DataState/refreshing(_:)``, while the new one loads; ``loadedInput`` says which
///   input it belongs to and ``isReplacing`` that it is being replaced, so a screen can dim
///   it. (`keepsPreviousValue: false` clears instead.)
/// - **The empty query is not an error.** An input the initializer's `isEmpty` marks as empty
///   fetches nothing and shows ``DataState/idle``, or the value you chose for it.
/// - **Same input, no request.** Setting the input it already has starts nothing; with a
///   ``LoaderCache``, returning to a recent input is served from the cache under its
///   freshness rules.
/// - **Failure keeps the value.** A failed input keeps the previous input's value on screen
///   (``DataState/refreshFailure(_:_:)``), ``failedInput`` says which input failed, and
///   ``retry()`` retries it.
/// - **Never stuck.** ``cancel()`` goes back to what was on screen, and the next input loads
///   as usual.
///
/// ```swift
/// struct SearchScreen: View {
///   @State private var search = InputLoader(
///     input: "", isEmpty: { $0.allSatisfy(\.isWhitespace) }
///   ) { query in
///     try await API.search(query)
///   }
///
///   var body: some View {
///     @Bindable var search = search
///     List(search.state.value ?? []) { result in
///       ResultRow(result)
///     }
///     .opacity(search.isReplacing ? 0.5 : 1)
///     .searchable(text: $search.input)
///     .onSubmit(of: .search) { search.submit() }
///     .task { await search.load() }
///   }
/// }
/// ```
///
/// The loader of each input is a ``DataLoader`` (or a ``PagingLoader``, for results that
/// load page by page), with all its rules: retry, timeout, staleness, cancellation. The
/// state is the current input's loader state, with the previous input's value carried over
/// while the new one has none.
@MainActor
public final class InputLoader<Input: Hashable & Sendable, Loader: LoadingSource>: Observable {
  private let registrar = ObservationRegistrar()
  /// How this loader makes, cancels and combines the loaders of its inputs.
  let kind: InputLoaderKind<Input, Loader>
  let options: InputOptions<Input>
  /// The latest input set.
  private var storedInput: Input
  /// The input last applied: the one ``current`` loads. `nil` before the first.
  private var storedSubmittedInput: Input?
  /// The loader of the applied input; `nil` before the first input and for an empty one.
  private var current: Loader?
  /// The loader of an earlier input whose value stays on screen until the current one has
  /// one of its own.
  private var previous: (input: Input, loader: Loader)?
  /// Whether a change waits for the debounce.
  private var storedIsDebouncing = false
  /// The debounce's deadline, and the task that awaits the current input's load.
  nonisolated let work = InputWork()
  /// Tells a debounce deadline from a later one: a deadline that fires after it was
  /// replaced or cancelled does nothing.
  private var debounceGeneration: UInt64 = 0
  /// Who observes ``state`` (``observe(_:)``), and the observations of the loaders it
  /// follows for them.
  let observers = ObserverList<Loader.State>()
  var followed: [StateObservation] = []

  /// The initializer the four public ones share: they differ only in the `kind` of loader an
  /// input gets, and hand their common parameters on unchanged.
  nonisolated init(
    input: Input, debounce: Duration, keepsPreviousValue: Bool,
    isEmpty: @escaping @Sendable (Input) -> Bool, kind: InputLoaderKind<Input, Loader>
  ) {
    storedInput = input
    options = InputOptions(
      debounce: debounce, keepsPreviousValue: keepsPreviousValue, isEmpty: isEmpty)
    self.kind = kind
  }

  deinit {
    work.cancel()
  }
}

// MARK: - Reading

extension InputLoader {
  /// The input: set it as the user types or picks, and the loader follows it.
  ///
  /// A change is applied after the initializer's `debounce`, unless a newer change comes
  /// first; an empty input (the initializer's `isEmpty`) is applied at once. Setting the input it
  /// already has does nothing. Bind a search field to it:
  /// `.searchable(text: $search.input)`.
  public var input: Input {
    get {
      registrar.access(self, keyPath: \.input)
      return storedInput
    }
    set {
      guard newValue != storedInput else { return }
      registrar.withMutation(of: self, keyPath: \.input) { storedInput = newValue }
      inputChanged()
    }
  }

  /// The input the loader last applied — the one ``state`` loads or shows — or `nil` before
  /// the first.
  ///
  /// It differs from ``input`` while a change waits for the debounce.
  public var submittedInput: Input? {
    registrar.access(self, keyPath: \.submittedInput)
    return storedSubmittedInput
  }

  /// Whether a change of ``input`` waits for the debounce.
  public var isDebouncing: Bool {
    registrar.access(self, keyPath: \.isDebouncing)
    return storedIsDebouncing
  }

  /// The state to show: the applied input's, with the previous input's value kept while the
  /// new input has none of its own.
  ///
  /// | Applied input's loader | Previous input's value `v` | State |
  /// |---|---|---|
  /// | first load or retry running | kept | `refreshing(v)` |
  /// | failed | kept | `refreshFailure(v, error)` |
  /// | cancelled before anything loaded | kept | the previous input's state |
  /// | has a value | — | its own state |
  /// | any | none | its own state |
  ///
  /// Before the first input it is `idle`; for an empty input, the state chosen for it.
  public var state: Loader.State {
    registrar.access(self, keyPath: \.current)
    guard let current else {
      return storedSubmittedInput == nil ? kind.idle() : kind.emptyState()
    }
    guard let previous else { return current.state }
    return kind.combine(current.state, previous.loader.state)
  }

  /// The input the value in ``state`` belongs to; `nil` when the state has no value.
  ///
  /// While a new input loads, it is the previous input: the screen shows results for "swi"
  /// while "swift" loads.
  public var loadedInput: Input? {
    registrar.access(self, keyPath: \.current)
    guard let current, let submitted = storedSubmittedInput else { return nil }
    if kind.hasValue(current.state) { return submitted }
    guard let previous, kind.hasValue(previous.loader.state) else { return nil }
    return previous.input
  }

  /// The input the failure in ``state`` belongs to; `nil` when the state has no failure.
  public var failedInput: Input? {
    registrar.access(self, keyPath: \.current)
    guard let current, let submitted = storedSubmittedInput else { return nil }
    if kind.hasFailure(current.state) { return submitted }
    guard kind.isIdle(current.state), let previous, kind.hasFailure(previous.loader.state)
    else { return nil }
    return previous.input
  }

  /// Whether the value on screen belongs to an earlier input that a newer one is about to
  /// replace: the newer input waits for the debounce or loads. Dim the results while it is
  /// `true`; nothing on screen is a spinner.
  public var isReplacing: Bool {
    guard let loadedInput else { return false }
    if isDebouncing { return loadedInput != input }
    registrar.access(self, keyPath: \.current)
    guard let current, let submitted = storedSubmittedInput else { return false }
    return loadedInput != submitted && kind.isLoading(current.state)
  }

  /// The loader of the applied input: a ``DataLoader`` or a ``PagingLoader``; `nil` before
  /// the first input and for an empty input.
  public var loader: Loader? {
    registrar.access(self, keyPath: \.current)
    return current
  }

  /// The loader of the earlier input whose value is kept on screen, if any.
  var previousLoader: Loader? {
    previous?.loader
  }
}

// MARK: - Loading

extension InputLoader {
  /// Applies the input now, skipping the debounce: for the return key, or a button.
  ///
  /// An input already applied is loaded if it has nothing yet (``load()``'s rules); nothing
  /// is fetched for a loaded one.
  public func submit() {
    apply(storedInput)
  }

  /// Applies the input if it is not applied yet, and makes sure its value is loaded: for a
  /// screen's `task`.
  ///
  /// Returns when the load it started or joined ends, or when the calling task is cancelled.
  /// The load belongs to the loader: a cancelled caller leaves it running, and a newer
  /// input, ``cancel()`` or the loader's release ends it.
  public func load() async {
    if storedSubmittedInput != storedInput || current == nil { apply(storedInput) }
    await current?.load()
  }

  /// Applies the input if it is not applied yet, and fetches its value again, keeping what is
  /// on screen: for pull-to-refresh. Returns when the load ends.
  public func refresh() async {
    if storedSubmittedInput != storedInput { apply(storedInput) }
    await current?.refresh()
  }

  /// Retries what failed for the applied input (its first load, or for a list its next
  /// page). Returns when the retry ends.
  public func retry() async {
    await current?.retry()
  }

  /// Cancels the waiting change and the running load; the state goes back to what was on
  /// screen before the load started.
  ///
  /// The next change of the input, ``submit()`` or ``load()`` loads as usual.
  public func cancel() {
    endDebounce()
    work.track(nil)
    if let current { kind.cancel(current) }
  }

  /// Cancels everything and goes back to `idle`, forgetting every input's value. The input
  /// is kept; ``load()`` or a change applies it again.
  public func reset() {
    cancel()
    let hadLoaders = current != nil || previous != nil
    registrar.withMutation(of: self, keyPath: \.current) {
      current = nil
      previous = nil
    }
    setSubmittedInput(nil)
    if hadLoaders {
      followLoaders()
      publish(.reset)
    }
  }

  private func inputChanged() {
    if storedInput == storedSubmittedInput {
      // Back to the applied input before the debounce ended: nothing to load.
      endDebounce()
    } else if options.isEmpty(storedInput) || options.debounce <= .zero {
      apply(storedInput)
    } else {
      startDebounce()
    }
  }

  private func startDebounce() {
    debounceGeneration &+= 1
    let generation = debounceGeneration
    setIsDebouncing(true)
    work.schedule(on: kind.clock, after: options.debounce) { [weak self] in
      Task { @MainActor in self?.debounceEnded(generation) }
    }
  }

  private func debounceEnded(_ generation: UInt64) {
    guard generation == debounceGeneration, storedIsDebouncing else { return }
    apply(storedInput)
  }

  private func endDebounce() {
    debounceGeneration &+= 1
    work.cancelDeadline()
    setIsDebouncing(false)
  }

  /// Makes `input` the applied input: a new loader for it (or the cache's), the previous
  /// input's value kept, the replaced load cancelled.
  private func apply(_ input: Input) {
    endDebounce()
    if input == storedSubmittedInput, let current {
      // Already applied: load only if it has nothing yet; a running load goes on.
      if !kind.isLoading(current.state) { startLoad(of: current) }
      return
    }
    let replaced = current
    // The value on screen moves to `previous`: the current input's if it has one, else
    // whatever `previous` already held.
    var kept = previous
    if let replaced, let submitted = storedSubmittedInput, kind.hasValue(replaced.state) {
      kept = (submitted, replaced)
    }
    if !options.keepsPreviousValue { kept = nil }
    work.track(nil)
    if let replaced { kind.supersede(replaced) }
    setSubmittedInput(input)
    guard !options.isEmpty(input) else {
      registrar.withMutation(of: self, keyPath: \.current) {
        current = nil
        previous = nil
      }
      followLoaders()
      publish(.reset)
      return
    }
    let loader = kind.make(input)
    registrar.withMutation(of: self, keyPath: \.current) {
      current = loader
      previous = kept.flatMap { $0.loader === loader ? nil : $0 }
    }
    followLoaders()
    // The new loader's own moves follow (its load starting, say); until then the state
    // changed only if the new input already has a value, or the kept one was let go.
    if kind.hasValue(loader.state) {
      publish(.valueReplaced)
    } else if previous == nil, replaced.map({ kind.hasValue($0.state) }) ?? false {
      publish(.reset)
    }
    startLoad(of: loader)
  }

  private func startLoad(of loader: Loader) {
    work.track(Task { await loader.load() })
  }

  private func setSubmittedInput(_ input: Input?) {
    guard input != storedSubmittedInput else { return }
    registrar.withMutation(of: self, keyPath: \.submittedInput) { storedSubmittedInput = input }
  }

  private func setIsDebouncing(_ value: Bool) {
    guard value != storedIsDebouncing else { return }
    registrar.withMutation(of: self, keyPath: \.isDebouncing) { storedIsDebouncing = value }
  }
}
