import Observation

/// Seed 001's view model, as an `@Observable` class: set `.loading`, run the fetch in a
/// `Task {}`, set the result.
///
/// `load()` returns the task so the benchmark can wait for the complete load. Alike
/// ``AsyncViewModel`` on purpose and kept apart from it, as that type says why.
@MainActor
@Observable
final class TaskViewModel<Value: Sendable> {
  private(set) var state: SeedLoadingState<Value> = .loading
  @ObservationIgnored private let fetch: @Sendable () async throws -> Value

  init(fetch: @escaping @Sendable () async throws -> Value) {
    self.fetch = fetch
  }

  @discardableResult
  func load() -> Task<Void, Never> {
    state = .loading
    return Task {
      do {
        state = .success(try await fetch())
      } catch {
        state = .failed(error)
      }
    }
  }
}
