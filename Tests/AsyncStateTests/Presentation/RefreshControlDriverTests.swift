import AsyncState
import AsyncStateTesting
import Testing

/// When a refresh control starts a refresh, spins and stops.
@MainActor
@Suite struct RefreshControlDriverTests {
  typealias Command = RefreshControlDriver.Command

  enum Event: Sendable, CustomStringConvertible {
    case pulled, returned, refreshing(Bool)

    func apply(to driver: inout RefreshControlDriver) -> Command? {
      switch self {
      case .pulled: driver.pulled()
      case .returned: driver.refreshReturned()
      case .refreshing(let isRefreshing): driver.update(isRefreshing: isRefreshing)
      }
    }

    var description: String {
      switch self {
      case .pulled: "pulled"
      case .returned: "returned"
      case .refreshing(let value): "refreshing(\(value))"
      }
    }
  }

  /// Runs events in order and returns each command.
  static func run(_ events: [Event]) -> (RefreshControlDriver, [Command?]) {
    var driver = RefreshControlDriver()
    let commands = events.map { $0.apply(to: &driver) }
    return (driver, commands)
  }

  struct Row: Sendable, CustomStringConvertible {
    let events: [Event]
    let commands: [Command?]
    let spinning: Bool
    var description: String { events.map(\.description).joined(separator: ", ") }
  }

  nonisolated static let rows: [Row] = [
    // A pull: refresh; the state refreshes (nothing: the pull spins already); the state
    // settles (nothing: the pull awaits); the refresh returns: end.
    Row(
      events: [.pulled, .refreshing(true), .refreshing(false), .returned],
      commands: [.refresh, nil, nil, .endRefreshing], spinning: false),
    // A second pull while the first refresh runs starts nothing.
    Row(events: [.pulled, .pulled], commands: [.refresh, nil], spinning: true),
    // A refresh started elsewhere spins the control, and its end stops it.
    Row(
      events: [.refreshing(true), .refreshing(true), .refreshing(false)],
      commands: [.beginRefreshing, nil, .endRefreshing], spinning: false),
    // A pull during a refresh started elsewhere joins it; its return ends the control.
    Row(
      events: [.refreshing(true), .pulled, .refreshing(false), .returned],
      commands: [.beginRefreshing, .refresh, nil, .endRefreshing], spinning: false),
    // Nothing refreshing, nothing spinning: updates do nothing.
    Row(events: [.refreshing(false), .returned], commands: [nil, nil], spinning: false),
    // A pull during a first load (not a refresh) spins until its refresh returns.
    Row(
      events: [.pulled, .refreshing(false), .returned],
      commands: [.refresh, nil, .endRefreshing], spinning: false),
  ]

  @Test(arguments: rows)
  func table(_ row: Row) {
    let (driver, commands) = Self.run(row.events)
    #expect(commands == row.commands)
    #expect(driver.isSpinning == row.spinning)
  }

  @Test func aNewDriverIsStill() {
    let driver = RefreshControlDriver()
    #expect(!driver.isSpinning && !driver.isAwaitingRefresh)
  }

  // MARK: Against a loader: the control ends exactly when the refresh ends

  /// A control and its driver wired to a loader as a view controller wires them.
  @MainActor
  final class Harness {
    let loader: DataLoader<Int, LoadFailure>
    var driver = RefreshControlDriver()
    var log: [String] = []
    var observation: StateObservation?

    init(loader: DataLoader<Int, LoadFailure>) {
      self.loader = loader
      observation = loader.observe { [unowned self] state, _ in
        log.append("state \(state)")
        perform(driver.update(isRefreshing: state.presentation().isRefreshing))
      }
    }

    func pull() -> Task<Void, Never>? {
      guard driver.pulled() == .refresh else { return nil }
      return Task {
        await loader.perform(.refresh)
        perform(driver.refreshReturned())
      }
    }

    func perform(_ command: Command?) {
      if let command { log.append("\(command)") }
    }
  }

  @Test func aPulledRefreshEndsWhenTheLoadEnds() async throws {
    let fetch = ControlledFetch<Void, Int, LoadFailure>()
    let harness = Harness(loader: DataLoader(initialState: .success(1), fetch: fetch.fetch))
    let pull = try #require(harness.pull())
    let call = try await fetch.nextCall()
    #expect(harness.driver.isSpinning)
    call.succeed(with: 2)
    await pull.value
    #expect(harness.log == ["state refreshing(1)", "state success(2)", "endRefreshing"])
    #expect(!harness.driver.isSpinning)
  }

  @Test func aPullDuringARefreshJoinsItAndEndsWithIt() async throws {
    let fetch = ControlledFetch<Void, Int, LoadFailure>()
    let harness = Harness(loader: DataLoader(initialState: .success(1), fetch: fetch.fetch))
    let elsewhere = Task { await harness.loader.refresh() }
    let call = try await fetch.nextCall()
    let pull = try #require(harness.pull())
    call.fail(with: .offline)
    await elsewhere.value
    await pull.value
    #expect(
      harness.log == [
        "state refreshing(1)", "beginRefreshing", "state refreshFailure(1, offline)",
        "endRefreshing",
      ])
    #expect(fetch.callCount == 1)
  }

  @Test func aCancelledRefreshEndsTheControl() async throws {
    let fetch = ControlledFetch<Void, Int, LoadFailure>()
    let harness = Harness(loader: DataLoader(initialState: .success(1), fetch: fetch.fetch))
    let pull = try #require(harness.pull())
    let call = try await fetch.nextCall()
    harness.loader.cancel()
    await pull.value
    #expect(harness.log == ["state refreshing(1)", "state success(1)", "endRefreshing"])
    try await call.cancellation()
    call.succeed(with: 2)  // late: dropped, and the control stays still
    #expect(harness.log == ["state refreshing(1)", "state success(1)", "endRefreshing"])
  }
}
