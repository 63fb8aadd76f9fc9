/// The enum a developer writes by hand (seed 004, case 1 "after").
///
/// ```swift
/// enum DataState<V, E: Error> { case idle, loading, success(V), failure(E) }
/// ```
enum HandWrittenState<Value> {
  case idle
  case loading
  case success(Value)
  case failure(any Error)

  /// The extension the deck adds.
  var isLoading: Bool {
    if case .loading = self { true } else { false }
  }
}
