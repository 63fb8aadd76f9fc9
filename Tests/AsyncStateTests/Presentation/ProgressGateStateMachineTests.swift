import Testing

@testable import AsyncState

/// A plain instant: milliseconds on a line.
struct Millis: InstantProtocol, CustomStringConvertible {
  var value: Int

  init(_ value: Int) { self.value = value }

  func advanced(by duration: Duration) -> Millis {
    Millis(value + Int(duration / .milliseconds(1)))
  }

  func duration(to other: Millis) -> Duration { .milliseconds(other.value - value) }

  static func < (lhs: Millis, rhs: Millis) -> Bool { lhs.value < rhs.value }

  var description: String { "\(value)ms" }
}

@Suite struct ProgressGateStateMachineTests {
  typealias Machine = ProgressGateStateMachine<Millis>
  typealias Phase = Machine.Phase

  enum Event: Sendable, CustomStringConvertible {
    case start(Int), end(Int), deadline(Int)

    func apply(to machine: inout Machine) {
      switch self {
      case .start(let t): machine.loadingStarted(at: Millis(t))
      case .end(let t): machine.loadingEnded(at: Millis(t))
      case .deadline(let t): machine.deadlineReached(at: Millis(t))
      }
    }

    var description: String {
      switch self {
      case .start(let t): "start@\(t)"
      case .end(let t): "end@\(t)"
      case .deadline(let t): "deadline@\(t)"
      }
    }
  }

  /// Builds a machine (delay 300, minimum 500) in a phase through its events.
  static func machine(after events: [Event]) -> Machine {
    var machine = Machine(delay: .milliseconds(300), minimumVisibleDuration: .milliseconds(500))
    for event in events { event.apply(to: &machine) }
    return machine
  }

  /// Events that put a machine in each phase, at time 1000.
  static let hidden: [Event] = []
  static let pending: [Event] = [.start(1000)]  // shows at 1300
  static let visible: [Event] = [.start(700), .deadline(1000)]  // since 1000
  static let lingering: [Event] = [.start(700), .deadline(1000), .end(1100)]  // until 1500

  struct Row: Sendable, CustomStringConvertible {
    let from: [Event]
    let event: Event
    let expected: Phase
    var description: String { "\(from) + \(event) → \(expected)" }
  }

  /// The documented table, every phase × every event, including refused and early ones.
  static let table: [Row] = [
    Row(from: hidden, event: .start(1000), expected: .pending(showAt: Millis(1300))),
    Row(from: hidden, event: .end(1000), expected: .hidden),
    Row(from: hidden, event: .deadline(5000), expected: .hidden),
    Row(from: pending, event: .start(1100), expected: .pending(showAt: Millis(1300))),
    Row(from: pending, event: .end(1299), expected: .hidden),
    Row(from: pending, event: .deadline(1299), expected: .pending(showAt: Millis(1300))),
    Row(from: pending, event: .deadline(1300), expected: .visible(since: Millis(1300))),
    Row(from: pending, event: .deadline(1350), expected: .visible(since: Millis(1350))),
    Row(from: visible, event: .start(1100), expected: .visible(since: Millis(1000))),
    Row(from: visible, event: .end(1499), expected: .lingering(since: Millis(1000))),
    Row(from: visible, event: .end(1500), expected: .hidden),
    Row(from: visible, event: .deadline(9000), expected: .visible(since: Millis(1000))),
    Row(from: lingering, event: .start(1200), expected: .visible(since: Millis(1000))),
    Row(from: lingering, event: .end(1200), expected: .lingering(since: Millis(1000))),
    Row(from: lingering, event: .deadline(1499), expected: .lingering(since: Millis(1000))),
    Row(from: lingering, event: .deadline(1500), expected: .hidden),
  ]

  @Test(arguments: table)
  func transitionsFollowTheTable(row: Row) {
    var machine = Self.machine(after: row.from)
    row.event.apply(to: &machine)
    #expect(machine.phase == row.expected)
  }

  @Test func visibilityLoadingAndDeadlineOfEachPhase() {
    let hidden = Self.machine(after: Self.hidden)
    #expect(!hidden.isVisible && !hidden.isLoading && hidden.nextDeadline == nil)
    let pending = Self.machine(after: Self.pending)
    #expect(!pending.isVisible && pending.isLoading && pending.nextDeadline == Millis(1300))
    let visible = Self.machine(after: Self.visible)
    #expect(visible.isVisible && visible.isLoading && visible.nextDeadline == nil)
    let lingering = Self.machine(after: Self.lingering)
    #expect(lingering.isVisible && !lingering.isLoading && lingering.nextDeadline == Millis(1500))
  }

  @Test func aLoadShorterThanTheDelayNeverShows() {
    var machine = Self.machine(after: [.start(0)])
    machine.loadingEnded(at: Millis(299))
    #expect(!machine.isVisible)
    #expect(machine.nextDeadline == nil)
    machine.deadlineReached(at: Millis(300))
    #expect(!machine.isVisible)
  }

  @Test func aLongerLoadShowsForAtLeastTheMinimum() {
    var machine = Self.machine(after: [.start(0), .deadline(300)])
    #expect(machine.isVisible)
    machine.loadingEnded(at: Millis(310))
    #expect(machine.isVisible)
    machine.deadlineReached(at: Millis(799))
    #expect(machine.isVisible)
    machine.deadlineReached(at: Millis(800))
    #expect(!machine.isVisible)
  }

  @Test func backToBackLoadsShowOneContinuousSpinner() {
    var machine = Self.machine(after: [.start(0), .deadline(300), .end(400)])
    machine.loadingStarted(at: Millis(450))
    #expect(machine.isVisible)
    #expect(machine.nextDeadline == nil)
    machine.loadingEnded(at: Millis(900))  // past 300 + 500: hides at once
    #expect(!machine.isVisible)
  }

  @Test func zeroDelayShowsAtOnceAndZeroMinimumHidesAtOnce() {
    var machine = ProgressGateStateMachine<Millis>(delay: .zero, minimumVisibleDuration: .zero)
    machine.loadingStarted(at: Millis(0))
    #expect(machine.phase == .visible(since: Millis(0)))
    machine.loadingEnded(at: Millis(1))
    #expect(machine.phase == .hidden)
  }

  @Test func negativeDurationsCountAsZero() {
    let machine = ProgressGateStateMachine<Millis>(
      delay: .milliseconds(-5), minimumVisibleDuration: .milliseconds(-1))
    #expect(machine.delay == .zero && machine.minimumVisibleDuration == .zero)
  }

  @Test func defaultsAreDocumented() {
    let machine = ProgressGateStateMachine<Millis>()
    #expect(machine.delay == .milliseconds(300))
    #expect(machine.minimumVisibleDuration == .milliseconds(500))
  }
}
