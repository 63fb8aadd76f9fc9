import AsyncState
import ExamplesCore

/// Settings that answer at once: zero latency, so a load ends within the awaited call.
func instant(failureRate: Double = 0, seed: UInt64 = 7) -> APISettings {
  APISettings(latency: .zero, failureRate: failureRate, seed: seed)
}

/// An API that answers at once and never fails, unless told otherwise.
func instantAPI(failureRate: Double = 0) -> FakeAPI {
  FakeAPI(settings: instant(failureRate: failureRate))
}

extension FakeAPI {
  /// Makes the next requests fail (`true`) or succeed (`false`), keeping the rest.
  func failing(_ fails: Bool) {
    settings.failureRate = fails ? 1 : 0
  }
}

/// Records each state a loader moves to, as a screen that observes it would.
@MainActor
final class TransitionLog<Source: StateSource> {
  private(set) var states: [Source.State] = []
  private var observation: StateObservation?

  init(_ source: Source) {
    observation = source.observe { [weak self] state, _ in self?.states.append(state) }
  }
}
