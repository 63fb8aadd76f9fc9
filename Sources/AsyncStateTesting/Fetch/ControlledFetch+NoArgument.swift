extension ControlledFetch where Argument == Void {
  /// The controlled function without arguments: hand `fetch` to the code under test.
  ///
  /// A fetch without arguments is a `ControlledFetch` whose `Argument` is `Void`, for a
  /// loader's `() async throws(Failure) -> Value` fetch. The same as ``fetch(_:)`` with `()`.
  /// Pass the method itself wherever a `@Sendable () async throws(Failure) -> Value` closure
  /// is expected, then take each call with ``nextCall()`` and complete it:
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// let fetch = ControlledFetch<Void, User, any Error>()
  /// let loader = DataLoader(configuration: .init(clock: clock), fetch: fetch.fetch)
  /// async let loaded: Void = loader.load()
  /// let call = try await fetch.nextCall()
  /// call.succeed(with: user)
  /// await loaded
  /// #expect(fetch.callCount == 1)
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
