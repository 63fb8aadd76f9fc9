/// Best-effort "is this the same failure?" for any error type.
///
/// Used to recognise a state a loader restored after a cancelled load: the restored state
/// holds the very failure it held before.
enum FailureIdentity {
  /// Whether `lhs` and `rhs` are the same failure: of the same type, and equal if the type
  /// is `Equatable` (`NSError` included), or with the same reflection
  /// (`String(reflecting:)`) otherwise.
  ///
  /// Class instances are not compared by identity: on Linux an error cast to `AnyObject`
  /// may be bridged to a new object, so identity cannot be relied on.
  static func isSame(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    // Through `Any`: with Foundation in the module the compiler assumes every error converts.
    if let equatable = (lhs as Any) as? any Equatable {
      return equatable.isEqual(to: rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
