/// An async function without arguments that returns whenever, and however, a test decides.
///
/// The form of ``ControlledArgumentFetch`` for a loader's `() async throws(Failure) -> Value`
/// fetch. Hand ``ControlledArgumentFetch/fetch()`` to the loader, then take each call with
/// ``ControlledArgumentFetch/nextCall()`` and complete it:
///
/// ```swift
/// let clock = ManualClock()
/// let fetch = ControlledFetch<User, any Error>()
/// let loader = DataLoader(configuration: .init(clock: clock), fetch: fetch.fetch)
/// async let loaded: Void = loader.load()
/// let call = try await fetch.nextCall()
/// call.succeed(with: user)
/// await loaded
/// #expect(fetch.callCount == 1)
/// ```
public typealias ControlledFetch<Value: Sendable, Failure: Error> =
  ControlledArgumentFetch<Void, Value, Failure>

extension ControlledArgumentFetch where Argument == Void {
  /// The controlled function without arguments: hand `fetch` to the code under test.
  ///
  /// The same as ``fetch(_:)`` with `()`. Pass the method itself wherever a
  /// `@Sendable () async throws(Failure) -> Value` closure is expected:
  ///
  /// ```swift
  /// let fetch = ControlledFetch<User, any Error>()
  /// let loader = DataLoader(fetch: fetch.fetch)
  /// ```
  ///
  /// - Returns: The value the test passed to ``Call/succeed(with:)``.
  /// - Throws: The failure the test passed to ``Call/fail(with:)``, or the one the
  ///   fetch was created to throw when a call is cancelled
  ///   (``init(failingOnCancelWith:)``).
  public func fetch() async throws(Failure) -> Value {
    try await fetch(())
  }
}
