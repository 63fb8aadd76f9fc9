import AsyncState

/// A failure with value semantics, so presentations compare with `==`.
enum ScreenFailure: Error, Hashable, Sendable {
  case offline
  case server(code: Int)
}

typealias TestPresentation = ScreenPresentation<[Int], ScreenFailure>

/// Which policies a table row applies to: a `nil` option matches a policy with or without it.
struct PolicyMatch: Sendable, CustomStringConvertible {
  var fullScreenRefreshFailure: Bool?
  var loadMoreFailureBanner: Bool?
  var blockingSpinnerWhileRetrying: Bool?

  static let anyPolicy = PolicyMatch()

  func matches(_ policy: PresentationPolicy) -> Bool {
    (fullScreenRefreshFailure.map { $0 == policy.contains(.fullScreenRefreshFailure) } ?? true)
      && (loadMoreFailureBanner.map { $0 == policy.contains(.loadMoreFailureBanner) } ?? true)
      && (blockingSpinnerWhileRetrying.map {
        $0 == policy.contains(.blockingSpinnerWhileRetrying)
      } ?? true)
  }

  var description: String {
    [
      fullScreenRefreshFailure.map { "fullScreenRefreshFailure: \($0)" },
      loadMoreFailureBanner.map { "loadMoreFailureBanner: \($0)" },
      blockingSpinnerWhileRetrying.map { "blockingSpinnerWhileRetrying: \($0)" },
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
