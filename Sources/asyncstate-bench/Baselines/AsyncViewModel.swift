import Observation

/// Seed 001's view model without the `Task {}`: an `async` method the view awaits
/// (`.task { await viewModel.fetchImage() }`, as the seed's view does).
///
/// Alike ``TaskViewModel`` on purpose and kept apart from it: each is one seed's code as
/// written, so that neither baseline pays for an abstraction the seed does not have.
@MainActor
@Observable
final class AsyncViewModel<Value: Sendable> {
  private(set) var state: SeedLoadingState<Value> = .loading
  @ObservationIgnored private let fetch: @Sendable () async throws -> Value

  init(fetch: @escaping @Sendable () async throws -> Value) {
    self.fetch = fetch
  }

  func load() async {
    state = .loading
    do {
      state = .success(try await fetch())
    } catch {
      state = .failed(error)
    }
  }
}
