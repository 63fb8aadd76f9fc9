import Observation

/// The subject an ``ActionRunner``'s registrar reports changes of its `outcome` under: a
/// non-generic class, so the key path `\.outcome` is instantiated once for every runner
/// rather than on each access, as ``ObservedProperties`` does for the loaders' state (see
/// ``LoaderCore``). It holds nothing; the runner keeps the value and calls its registrar.
final class ObservedOutcome: Observable, Sendable {
  /// The one instance: it holds nothing, so every runner can name it.
  static let shared = ObservedOutcome()

  /// Stands for a runner's `outcome`.
  var outcome: Void { () }
}
