import AsyncState
import Testing

/// Seeded random sequences of transitions, checked step by step against the documented
/// tables (a model-based test) and against the invariants that ``Invariants`` states.
///
/// Deterministic: the generator is a seeded ``SplitMix64``, so a failure reproduces on
/// every run; the issue names the sequence, its start state and its transitions.
@Suite struct StateModelPropertyTests {
  static let sequenceCount = 10_000
  static let stepsPerSequence = 20

  @Test(.hangGuard)
  func dataStateRandomSequences() {
    var generator = SplitMix64(seed: 0xDA7A_57A7E)
    var covered = Set<Int>()
    for sequence in 0..<Self.sequenceCount {
      let start = generator.dataState()
      var state = start
      var invariants = Invariants(value: state.value, error: state.failure)
      var trail: [DataTransition] = []
      for _ in 0..<Self.stepsPerSequence {
        let transition = generator.dataTransition()
        trail.append(transition)
        let before = state
        let expected = DataStateTable.expected(from: before, after: transition)
        let returned = transition.apply(to: &state)
        covered.insert(DataKind(before).rawValue * DataTransition.all.count + transition.column)

        let problem = Self.problem(
          after: state, from: before, expected: expected, returned: returned
        ) { accepted in
          if accepted { invariants.record(Self.event(transition, from: before)) }
          return invariants.violation(
            value: state.value,
            error: state.failure,
            isLoading: state.isLoading,
            isLoadingCase: DataKind(state).isLoading
          )
        }
        if let problem {
          Issue.record("sequence \(sequence) from \(start) by \(trail): \(problem)")
          return
        }
      }
    }
    // The generator reached every cell of the table, so the invariants were checked after
    // every kind of move.
    #expect(covered.count == DataKind.allCases.count * DataTransition.all.count)
  }

  @Test(.hangGuard)
  func pagingStateRandomSequences() {
    var generator = SplitMix64(seed: 0x9A61_4657A7E)
    var covered = Set<Int>()
    for sequence in 0..<Self.sequenceCount {
      let start = generator.pagingState()
      var state = start
      var invariants = Invariants(value: state.value, error: state.failure)
      var trail: [PagingTransition] = []
      for _ in 0..<Self.stepsPerSequence {
        let transition = generator.pagingTransition()
        trail.append(transition)
        let before = state
        let expected = PagingStateTable.expected(from: before, after: transition)
        let returned = transition.apply(to: &state)
        covered.insert(PagingKind(before).rawValue * PagingTransition.all.count + transition.column)

        let problem = Self.problem(
          after: state, from: before, expected: expected, returned: returned
        ) { accepted in
          if accepted { invariants.record(Self.event(transition, from: before)) }
          return invariants.violation(
            value: state.value,
            error: state.failure,
            isLoading: state.isLoading,
            isLoadingCase: PagingKind(state).isLoading
          )
        }
        if let problem {
          Issue.record("sequence \(sequence) from \(start) by \(trail): \(problem)")
          return
        }
      }
    }
    #expect(covered.count == PagingKind.allCases.count * PagingTransition.all.count)
  }

  /// What is wrong with one step, or `nil`: the state must be the table's (or unchanged when
  /// the table refuses the move), the returned `Bool` must say whether it moved, and then
  /// `checkInvariants` (told whether the move was accepted) must find nothing.
  static func problem<State: Equatable>(
    after state: State,
    from before: State,
    expected: State?,
    returned: Bool?,
    checkInvariants: (_ accepted: Bool) -> String?
  ) -> String? {
    if state != (expected ?? before) {
      return "the table allows \(String(describing: expected ?? before)), got \(state)"
    }
    if let returned, returned != (expected != nil) {
      return "returned \(returned)"
    }
    return checkInvariants(expected != nil)
  }

  /// What an accepted `DataState` transition reported.
  static func event(
    _ transition: DataTransition,
    from before: TestDataState
  ) -> Invariants.Event {
    switch transition {
    case .startLoading: .start(fromValue: before.value != nil)
    case .succeed(let value): .succeed(value)
    case .fail(let failure): .fail(failure)
    case .cancelLoading: .cancel
    case .reset: .reset
    }
  }

  /// What an accepted `PagingState` transition reported. An appended page is a success
  /// whose value is the loaded items followed by the page.
  static func event(
    _ transition: PagingTransition,
    from before: TestPagingState
  ) -> Invariants.Event {
    switch transition {
    case .startLoading, .startLoadingMore: .start(fromValue: before.value != nil)
    case .succeed(let value, _): .succeed(value)
    case .appendPage(let page, _): .succeed((before.value ?? []) + page)
    case .fail(let failure): .fail(failure)
    case .cancelLoading: .cancel
    case .reset: .reset
    }
  }
}
