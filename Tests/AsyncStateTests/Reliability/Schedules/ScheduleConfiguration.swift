import AsyncState

/// The loader a schedule drives, and how its fetches behave.
struct ScheduleConfiguration: Hashable, Sendable, CustomStringConvertible {
  enum Source: Hashable, Sendable {
    /// A `DataLoader`.
    case data
    /// A cursor-based `PagingLoader`.
    case cursor
    /// A keyset `PagingLoader` with this page size.
    case keyset(pageSize: Int)
  }

  var source: Source
  var maxPages: Int?
  var removesDuplicates: Bool
  /// Attempts per load, the first included; retries wait 1 s, then 2 s (no jitter).
  var maxAttempts: Int
  var timeout: Duration?
  var staleAfter: Duration?
  /// Where a `DataLoader` starts; paging loaders start idle.
  var initialState: Snapshot
  /// Whether a keyset loader loads into a state it does not own, as `PagingList`'s binding
  /// and closure styles do (`BoundPagingLoader`), rather than its own.
  var isBound = false
  /// Bit `i % 64`: whether fetch call `i` ignores its cancellation (stays pending until a
  /// late answer) rather than throwing at once.
  var ignoresCancellationBits: UInt64

  /// What a fetch call does when it is told to stop.
  enum StopBehavior: Equatable {
    /// It goes on, and answers when the schedule says (a late answer).
    case ignores
    /// It throws `URLError(.cancelled)` at once, carrying a lease.
    case throwsURLError
    /// It throws `CancellationError` at once (which cannot carry a lease).
    case throwsCancellationError
  }

  var isData: Bool { source == .data }

  func stopBehavior(call index: Int) -> StopBehavior {
    if (ignoresCancellationBits >> UInt64(index % 64)) & 1 == 1 { return .ignores }
    return index.isMultiple(of: 2) ? .throwsURLError : .throwsCancellationError
  }

  /// The delay before retry `retry` (1, 2, …).
  static func retryDelay(_ retry: Int) -> Duration {
    retry <= 1 ? .seconds(1) : .seconds(2)
  }

  static func random(using generator: inout SplitMix64) -> Self {
    let source: Source =
      switch generator.below(20) {
      case 0..<5: .data
      case 5..<13: .cursor
      default: .keyset(pageSize: 2 + generator.below(2))
      }
    let initialState: Snapshot =
      switch (source, generator.below(7)) {
      case (.data, 0), (.data, 1): .success([900])
      case (.data, 2): .failure(.offline)
      case (.data, 3): .refreshFailure([900], .server)
      default: .idle
      }
    return ScheduleConfiguration(
      source: source,
      maxPages: [nil, nil, 1, 2, 3][generator.below(5)],
      removesDuplicates: generator.below(7) != 0,
      maxAttempts: 1 + generator.below(3),
      timeout: generator.bool() ? .seconds(5) : nil,
      staleAfter: generator.bool() ? .seconds(10) : nil,
      initialState: initialState,
      isBound: source != .data && source != .cursor && generator.bool(),
      ignoresCancellationBits: generator.next())
  }

  var description: String {
    var parts: [String] =
      switch source {
      case .data: ["DataLoader", "initial \(initialState)"]
      case .cursor: ["PagingLoader(cursor)"]
      case .keyset(let pageSize):
        isBound
          ? ["PagingLoader(keyset, pageSize \(pageSize), bound to a binding)"]
          : ["PagingLoader(keyset, pageSize \(pageSize))"]
      }
    if !isData {
      parts.append("maxPages \(maxPages.map(String.init) ?? "nil")")
      parts.append("removesDuplicates \(removesDuplicates)")
    }
    parts.append("maxAttempts \(maxAttempts)")
    parts.append("timeout \(timeout.map { "\($0)" } ?? "nil")")
    parts.append("staleAfter \(staleAfter.map { "\($0)" } ?? "nil")")
    parts.append("ignoresCancellation 0x\(String(ignoresCancellationBits, radix: 16))")
    return parts.joined(separator: ", ")
  }
}
