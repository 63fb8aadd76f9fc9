import Observation

/// The `isSubmitting` view model a developer writes by hand for a Send button: a guard
/// against a second tap, three flags, and the action run off the main actor as the runner's
/// is.
@MainActor
@Observable
final class SubmitViewModel {
  private(set) var isSubmitting = false
  private(set) var submitError: (any Error)?
  private(set) var didSucceed = false
  @ObservationIgnored private let send: @concurrent @Sendable () async throws -> Void

  init(send: @escaping @concurrent @Sendable () async throws -> Void) {
    self.send = send
  }

  func submit() async {
    guard !isSubmitting else { return }
    isSubmitting = true
    submitError = nil
    didSucceed = false
    do {
      try await send()
      didSucceed = true
    } catch {
      submitError = error
    }
    isSubmitting = false
  }
}
