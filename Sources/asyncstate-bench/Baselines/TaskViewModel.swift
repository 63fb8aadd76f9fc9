import Observation

/// Seed 001's view model, as an `@Observable` class: set `.loading`, run the fetch, set the
/// result — in a `Task {}` (``load()``) or awaited by the view (``loadWithoutTask()``).
///
/// The two ways the seed starts a load share the class, as an app's view model would; each
/// method is the seed's code as written, so neither pays for an abstraction.
@MainActor
@Observable
final class TaskViewModel<Value: Sendable> {
  private(set) var state: SeedLoadingState<Value> = .loading
  @ObservationIgnored private let fetch: @Sendable () async throws -> Value

  init(fetch: @escaping @Sendable () async throws -> Value) {
    self.fetch = fetch
  }

  /// The seed's load: returns the task so the benchmark can wait for the complete load.
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

  /// The seed's load without the `Task {}`: an `async` method the view awaits
  /// (`.task { await viewModel.fetchImage() }`, as the seed's view does).
  func loadWithoutTask() async {
    state = .loading
    do {
      state = .success(try await fetch())
    } catch {
      state = .failed(error)
    }
  }
}
