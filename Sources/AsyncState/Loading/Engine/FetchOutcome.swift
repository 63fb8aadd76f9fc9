/// How one load ended: a value, a failure, or a cancellation (which is not a failure).
enum FetchOutcome<Value, Failure: Error> {
  case success(Value)
  case failure(Failure)
  case cancelled
}

extension FetchOutcome: Sendable where Value: Sendable {}
