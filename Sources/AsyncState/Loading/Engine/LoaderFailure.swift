/// Turns a failure the loader detects itself into the loader's failure type, when that type
/// can hold it.
enum LoaderFailure {
  /// `error` as a `Failure`: itself for `any Error` (or `LoaderError`), through
  /// ``LoaderErrorConvertible`` for a conforming type, and `nil` for a type that cannot hold
  /// it, such as `Never`.
  static func make<Failure: Error>(_ error: LoaderError, as _: Failure.Type) -> Failure? {
    if let failure = error as? Failure { return failure }
    if let convertible = Failure.self as? any LoaderErrorConvertible.Type {
      return convertible.init(error) as? Failure
    }
    return nil
  }
}
