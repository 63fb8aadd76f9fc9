/// A typed failure for tests of typed-throws fetches.
enum TestFailure: Error, Equatable {
  case offline
  case cancelled
}

/// Runs `body` to its end and captures how it ended, keeping the failure type.
func outcome<Value, Failure>(
  of body: () async throws(Failure) -> Value
) async -> Result<Value, Failure> {
  do throws(Failure) {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}

/// Cancels the current task, so the code that follows runs in a cancelled task.
func cancelCurrentTask() {
  withUnsafeCurrentTask { $0?.cancel() }
}
