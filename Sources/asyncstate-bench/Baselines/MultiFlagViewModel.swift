import Observation

/// Seed 004, case 1 "before": three properties that must be kept consistent by hand.
///
/// `fetch()` clears the previous data and error, sets the result, and ends loading: separate
/// writes, each one an observation notification.
@MainActor
@Observable
final class MultiFlagViewModel<Value: Sendable & Equatable> {
  private(set) var data: Value?
  private(set) var error: (any Error)?
  private(set) var isLoading = false
  @ObservationIgnored private let fetchValue: @Sendable () async throws -> Value

  init(fetch: @escaping @Sendable () async throws -> Value) {
    self.fetchValue = fetch
  }

  func fetch() async {
    isLoading = true
    data = nil
    error = nil
    do {
      data = try await fetchValue()
    } catch {
      self.error = error
    }
    isLoading = false
  }
}
