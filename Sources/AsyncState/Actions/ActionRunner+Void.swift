extension ActionRunner where Argument == Void {
  /// Runs the action, following the runner's ``policy`` if one runs.
  ///
  /// ```swift
  /// Button("Follow") { Task { await follow.run() } }
  ///   .disabled(follow.state.isRunning)
  /// ```
  ///
  /// The same as ``run(_:)`` with `()`.
  ///
  /// - Returns: How the action this call started or waited for ended; `nil` if it was
  ///   cancelled, or if the caller's task was.
  @discardableResult
  public func run() async -> Result<Value, Failure>? {
    await run(())
  }
}
