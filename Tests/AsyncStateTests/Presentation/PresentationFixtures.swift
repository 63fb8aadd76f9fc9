import AsyncState

/// A failure with value semantics, so presentations compare with `==`.
enum ScreenFailure: Error, Hashable, Sendable {
  case offline
  case server(code: Int)
}

typealias TestPresentation = ScreenPresentation<[Int], ScreenFailure>

/// Which policies a table row applies to: `nil` options match every value.
struct PolicyMatch: Sendable, CustomStringConvertible {
  var refreshFailure: PresentationPolicy.RefreshFailureStyle?
  var loadMoreFailure: PresentationPolicy.LoadMoreFailureStyle?
  var retrying: PresentationPolicy.RetryingStyle?

  static let anyPolicy = PolicyMatch()

  func matches(_ policy: PresentationPolicy) -> Bool {
    (refreshFailure.map { $0 == policy.refreshFailure } ?? true)
      && (loadMoreFailure.map { $0 == policy.loadMoreFailure } ?? true)
      && (retrying.map { $0 == policy.retrying } ?? true)
  }

  var description: String {
    [
      refreshFailure.map { "refreshFailure: \($0)" },
      loadMoreFailure.map { "loadMoreFailure: \($0)" },
      retrying.map { "retrying: \($0)" },
    ].compactMap(\.self).joined(separator: ", ")
  }
}

/// One row of an expected-presentation table.
struct PresentationRow<State: Sendable>: Sendable {
  let state: State
  let when: PolicyMatch
  let expected: TestPresentation

  init(_ state: State, when: PolicyMatch = .anyPolicy, _ expected: TestPresentation) {
    self.state = state
    self.when = when
    self.expected = expected
  }
}

let loaded = [1, 2, 3]
let offline = ScreenFailure.offline
