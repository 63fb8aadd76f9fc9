import AsyncState

/// An async function that returns whenever, and however, a test decides: a fetch's stand-in.
///
/// Hand ``fetch(_:)`` to the code under test in place of a network call. Each call becomes a
/// ``Call`` that the test receives from ``nextCall()`` (in arrival order), reads the
/// ``Call/argument`` of, and completes with ``Call/succeed(with:)`` or ``Call/fail(with:)``.
/// Until then the caller stays suspended, so the test can inspect every intermediate state.
///
/// Control a cursor-based page fetch `(Cursor?) async throws(Failure) -> Page` with
/// `Argument == Cursor?`, and a keyset fetch `(Item) async throws(Failure) -> [Item]` with
/// `Argument == Item`:
///
/// ```swift
/// let pages = ControlledFetch<String?, Page<Item, String>, any Error>()
/// let loader = PagingLoader(configuration: .init(clock: clock), fetchPage: pages.fetch)
///
/// async let loaded: Void = loader.load()
/// let first = try await pages.nextCall()
/// #expect(first.argument == nil)
/// first.succeed(with: Page(items: [a, b], next: "2"))
/// await loaded
///
/// async let more: Void = loader.loadMore()
/// let second = try await pages.nextCall()
/// #expect(second.argument == "2")
/// second.succeed(with: Page(items: [c], next: nil))
/// await more
/// ```
///
/// For a fetch without arguments, `Argument` is `Void` and ``fetch()`` takes nothing:
/// `ControlledFetch<Void, User, any Error>()`. For a fetch that should answer at once and
/// only be counted, use ``returning(_:)`` or ``responding(_:)``.
///
/// Cancellation: a call observes the cancellation of the task that made it (``Call/isCancelled``,
/// ``Call/cancellation()``). What it then does is chosen at ``init(failingOnCancelWith:)``: by
/// default it stays pending until the test completes it, so a test can check what the code
/// under test does with a late answer; given a failure, it ends at once by throwing it.
///
/// > Important: A gated call suspends its caller until the test completes it. Complete every
/// > call a test starts (or pass a failure to ``init(failingOnCancelWith:)`` and cancel), or the
/// > caller stays suspended after the test ends.
public final class ControlledFetch<Argument: Sendable, Value: Sendable, Failure: Error>:
  Sendable
{
  /// How calls are answered.
  enum Mode: Sendable {
    /// Every call waits for the test; a cancelled call ends with the failure, if there is
    /// one, else it waits for the test too.
    case gated(failingOnCancelWith: Failure?)
    /// Every call is answered at once by the closure.
    case immediate(@Sendable (Argument) -> Result<Value, Failure>)
  }

  /// Everything mutable; only ever touched under ``state``'s lock.
  struct State: Sendable {
    var arguments: [Argument] = []
    /// Gated calls that arrived but were not yet handed out by ``nextCall()``.
    var unclaimedCalls: [Call] = []
    var callWaiters: [Waiter<Call>] = []
    var nextWaiterID = 0
  }

  let mode: Mode

  /// The fetch's only mutable state. The class is `Sendable` (without `@unchecked`) because
  /// of this lock (AsyncState's `Locked`, an `NSLock`); each ``Call`` has its own.
  let state = Locked(State())

  /// Creates a fetch whose every call waits until the test completes it.
  ///
  /// ```swift
  /// // A late answer is delivered to the loader after it was cancelled:
  /// let fetch = ControlledFetch<Void, User, any Error>()
  /// // Cancellation ends a pending call at once with CancellationError, as a cancellable
  /// // real fetch (URLSession, Task.sleep) does:
  /// let eager = ControlledFetch<Void, User, any Error>(failingOnCancelWith: CancellationError())
  /// // Typed failures pick the failure that stands for cancellation:
  /// let typed = ControlledFetch<Void, User, APIError>(failingOnCancelWith: .cancelled)
  /// ```
  ///
  /// Either way a cancelled call observes the cancellation: ``Call/isCancelled`` becomes
  /// `true` and ``Call/cancellation()`` returns.
  ///
  /// - Parameter failure: What a pending call throws at once when its task is cancelled;
  ///   `nil` (the default) keeps it pending until the test completes it.
  public init(failingOnCancelWith failure: Failure? = nil) {
    mode = .gated(failingOnCancelWith: failure)
  }

  /// Creates a fetch that answers every call at once with `respond(argument)`.
  init(immediate respond: @escaping @Sendable (Argument) -> Result<Value, Failure>) {
    mode = .immediate(respond)
  }

  /// A fetch that returns `value` at once from every call, counting the calls.
  ///
  /// No gate: ``nextCall()`` never hands out these calls. Read ``callCount`` and
  /// ``arguments`` instead.
  ///
  /// ```swift
  /// let fetch = ControlledFetch<Void, User, any Error>.returning(user)
  /// let loader = DataLoader(fetch: fetch.fetch)
  /// await loader.load()
  /// await loader.load()   // fresh: no second fetch
  /// #expect(fetch.callCount == 1)
  /// ```
  ///
  /// - Parameter value: The value every call returns.
  /// - Returns: An immediate fetch.
  public static func returning(_ value: Value) -> ControlledFetch {
    ControlledFetch(immediate: { _ in .success(value) })
  }

  /// A fetch that fails at once with `failure` from every call, counting the calls.
  ///
  /// ```swift
  /// let fetch = ControlledFetch<Void, User, APIError>.failing(with: .offline)
  /// ```
  ///
  /// - Parameter failure: The failure every call throws.
  /// - Returns: An immediate fetch.
  public static func failing(with failure: Failure) -> ControlledFetch {
    ControlledFetch(immediate: { _ in .failure(failure) })
  }

  /// A fetch that answers every call at once with `respond(argument)`, counting the calls.
  ///
  /// ```swift
  /// let pages = ControlledFetch<Int?, Page<Item, Int>, Never>.responding { cursor in
  ///   let page = cursor ?? 0
  ///   return .success(Page(items: items(onPage: page), next: page < 9 ? page + 1 : nil))
  /// }
  /// ```
  ///
  /// - Parameter respond: Computes each call's outcome from its argument; called on the
  ///   caller's task, once per call.
  /// - Returns: An immediate fetch.
  public static func responding(
    _ respond: @escaping @Sendable (Argument) -> Result<Value, Failure>
  ) -> ControlledFetch {
    ControlledFetch(immediate: respond)
  }

  /// The number of calls made so far, answered or not.
  public var callCount: Int {
    state.withLock { $0.arguments.count }
  }

  /// The argument of every call made so far, in arrival order.
  ///
  /// ```swift
  /// #expect(pages.arguments == [nil, "2", "3"])
  /// ```
  public var arguments: [Argument] {
    state.withLock { $0.arguments }
  }

  /// The controlled function: hand `fetch` to the code under test, which calls it.
  ///
  /// A gated call is handed out to ``nextCall()`` and suspends until the test completes it
  /// (or, with ``init(failingOnCancelWith:)`` given a failure, until its task is cancelled). An
  /// immediate fetch answers at once.
  ///
  /// Pass the method itself wherever a `@Sendable (Argument) async throws(Failure) -> Value`
  /// closure is expected (methods of a `Sendable` class are `@Sendable`):
  ///
  /// ```swift
  /// let more = ControlledFetch<Item, [Item], any Error>()
  /// let loader = PagingLoader(pageSize: 20, fetchFirst: first.fetch, fetchMore: more.fetch)
  /// ```
  ///
  /// > Note: `fetch` is a method rather than a closure-typed property because Swift 6.3
  /// > crashes compiling a read of a generic `throws(Failure)` closure property where
  /// > `Failure == Never`; a method reference works for every `Failure`.
  ///
  /// - Parameter argument: The argument, readable by the test as ``Call/argument``.
  /// - Returns: The value the test passed to ``Call/succeed(with:)``.
  /// - Throws: The failure the test passed to ``Call/fail(with:)``, or the one given to
  ///   ``init(failingOnCancelWith:)`` when the call is cancelled.
  public func fetch(_ argument: Argument) async throws(Failure) -> Value {
    switch mode {
    case .immediate(let respond):
      state.withLock { $0.arguments.append(argument) }
      return try respond(argument).get()
    case .gated(let failure):
      let (call, waiter) = state.withLock { state -> (Call, Waiter<Call>?) in
        let call = Call(argument: argument, index: state.arguments.count)
        state.arguments.append(argument)
        if state.callWaiters.isEmpty {
          state.unclaimedCalls.append(call)
          return (call, nil)
        }
        return (call, state.callWaiters.removeFirst())
      }
      waiter?.continuation.resume(returning: .success(call))
      return try await call.outcome(failingOnCancelWith: failure).get()
    }
  }

  /// Suspends until a call arrives that no earlier `nextCall()` returned, and returns it.
  ///
  /// Calls are handed out in arrival order, each once. If one is waiting, it is returned at
  /// once; otherwise the next call's arrival resumes this wait — no polling. Immediate
  /// fetches (``returning(_:)``, ``failing(with:)``, ``responding(_:)``) hand out nothing.
  ///
  /// ```swift
  /// async let loaded: Void = loader.load()
  /// let call = try await fetch.nextCall()
  /// #expect(loader.state == .initialLoading)
  /// call.succeed(with: user)
  /// await loaded
  /// ```
  ///
  /// - Returns: The call, still pending unless its task was cancelled and the fetch was
  ///   created with a failure for cancellation (``init(failingOnCancelWith:)``).
  /// - Throws: `CancellationError` if the *waiting* task is cancelled first (for example by a
  ///   test's time limit), so a test that goes wrong ends instead of hanging.
  public func nextCall() async throws(CancellationError) -> Call {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    return try await nextUnclaimed(
      id: id, in: state, unclaimed: \.unclaimedCalls, waiters: \.callWaiters)
  }
}
