import Observation

/// A search screen's model as it is written by hand for SwiftUI's `task(id:)`: each change of
/// the query cancels the previous task and starts one that sleeps for the debounce, sets
/// `isLoading`, fetches and stores the results — what `.task(id: query) { ... }` does.
///
/// It is the careful version (the debounce is there, a cancelled task writes nothing), so
/// the typing workload compares cost, not bugs.
@MainActor
@Observable
final class TaskIDSearchModel<Value: Sendable> {
  var query = "" {
    didSet { if query != oldValue { queryChanged() } }
  }
  private(set) var results: Value?
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  @ObservationIgnored private(set) var task: Task<Void, Never>?
  @ObservationIgnored private let debounce: Duration
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let fetch: @Sendable (String) async throws -> Value

  init(
    debounce: Duration, clock: any Clock<Duration>,
    fetch: @escaping @Sendable (String) async throws -> Value
  ) {
    self.debounce = debounce
    self.clock = clock
    self.fetch = fetch
  }

  private func queryChanged() {
    task?.cancel()
    let query = query
    task = Task {
      do {
        try await clock.sleep(for: debounce)
        isLoading = true
        let value = try await fetch(query)
        guard !Task.isCancelled else { return }
        results = value
        error = nil
      } catch is CancellationError {
        return
      } catch {
        guard !Task.isCancelled else { return }
        self.error = error
      }
      isLoading = false
    }
  }
}
