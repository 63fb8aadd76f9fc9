import AsyncState
import Testing

/// The transition table of `ActionState`, row by row, and a model-based run of random
/// transition sequences against a model made of two plain fields.
@Suite struct ActionStateTests {
  typealias State = ActionState<Int, LoadFailure>

  /// Every state, with a distinct payload per case.
  static let states: [State] = [
    .idle, .running, .runningAfterSuccess(1), .runningAfterFailure(.offline), .succeeded(1),
    .failed(.offline),
  ]

  /// The documented table: what each transition does from each state (`nil`: refused).
  static let table: [(State, start: State?, succeed: State?, fail: State?, cancel: State?)] = [
    (.idle, .running, nil, nil, nil),
    (.running, nil, .succeeded(2), .failed(.server(500)), .idle),
    (.runningAfterSuccess(1), nil, .succeeded(2), .failed(.server(500)), .succeeded(1)),
    (.runningAfterFailure(.offline), nil, .succeeded(2), .failed(.server(500)), .failed(.offline)),
    (.succeeded(1), .runningAfterSuccess(1), nil, nil, nil),
    (.failed(.offline), .runningAfterFailure(.offline), nil, nil, nil),
  ]

  /// Applies `move` to `state`: the state after it, or `nil` if the move was refused (and
  /// the state left unchanged, which is checked).
  static func apply(_ state: State, _ move: (inout State) -> Bool) -> State? {
    var moved = state
    guard move(&moved) else {
      #expect(moved == state, "a refused move changed \(state)")
      return nil
    }
    return moved
  }

  @Test(arguments: 0..<6)
  func everyRowOfTheTable(_ row: Int) {
    let (state, start, succeed, fail, cancel) = Self.table[row]
    #expect(Self.apply(state) { $0.start() } == start)
    #expect(Self.apply(state) { $0.succeed(with: 2) } == succeed)
    #expect(Self.apply(state) { $0.fail(with: .server(500)) } == fail)
    #expect(Self.apply(state) { $0.cancel() } == cancel)
    var reset = state
    reset.reset()
    #expect(reset == .idle)
  }

  @Test(arguments: states)
  func projectionsAgreeWithTheCase(_ state: State) {
    switch state {
    case .idle:
      #expect(state.isIdle && !state.isRunning && state.value == nil && state.failure == nil)
    case .running:
      #expect(!state.isIdle && state.isRunning && state.value == nil && state.failure == nil)
    case .runningAfterSuccess(let value):
      #expect(state.isRunning && state.value == value && state.failure == nil)
    case .runningAfterFailure(let failure):
      #expect(state.isRunning && state.value == nil && state.failure == failure)
    case .succeeded(let value):
      #expect(!state.isRunning && state.value == value && state.failure == nil)
    case .failed(let failure):
      #expect(!state.isRunning && state.value == nil && state.failure == failure)
    }
  }

  @Test func descriptionsNameTheCaseAndSummariseThePayload() {
    #expect(
      Self.states.map(\.description) == [
        "idle", "running", "runningAfterSuccess(1)", "runningAfterFailure(offline)",
        "succeeded(1)", "failed(offline)",
      ])
    #expect(ActionState<[Int], Never>.succeeded([1, 2, 3]).description == "succeeded([3 items])")
  }

  /// The state as two plain fields: whether an action runs, and the last outcome.
  struct Model: Equatable {
    var isRunning = false
    var last: Result<Int, LoadFailure>?

    var state: State {
      switch (isRunning, last) {
      case (false, nil): .idle
      case (true, nil): .running
      case (true, .success(let value)): .runningAfterSuccess(value)
      case (true, .failure(let failure)): .runningAfterFailure(failure)
      case (false, .success(let value)): .succeeded(value)
      case (false, .failure(let failure)): .failed(failure)
      }
    }
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func randomSequencesMatchATwoFieldModel(_ seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var state = State.idle
    var model = Model()
    for step in 0..<200 {
      let value = Int(random.next() % 5)
      switch random.next() % 5 {
      case 0:
        let expected = !model.isRunning
        if expected { model.isRunning = true }
        #expect(state.start() == expected)
      case 1:
        let expected = model.isRunning
        if expected { model = Model(isRunning: false, last: .success(value)) }
        #expect(state.succeed(with: value) == expected)
      case 2:
        let expected = model.isRunning
        if expected { model = Model(isRunning: false, last: .failure(.server(value))) }
        #expect(state.fail(with: .server(value)) == expected)
      case 3:
        // A cancellation goes back to exactly the outcome before: the model keeps `last`.
        let expected = model.isRunning
        model.isRunning = false
        #expect(state.cancel() == expected)
      default:
        model = Model()
        state.reset()
      }
      #expect(state == model.state, "seed \(seed), step \(step)")
    }
  }
}
