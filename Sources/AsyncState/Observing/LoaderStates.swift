/// The stream a loader's broadcaster hands out for each `states` subscription: the current
/// state, then every transition, in order, buffered; it ends when the loader is deallocated.
///
/// Loaders expose its ``stream`` as their public `states` property (an `AsyncStream`), so
/// apps learn no type of ours for it.
struct LoaderStates<State: Sendable>: Sendable {
  /// The subscription.
  let stream: AsyncStream<State>
}
