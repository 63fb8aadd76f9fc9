/// Hands an object to a function the optimizer cannot see through, so the work that
/// produced the object's contents is not removed as dead code.
///
/// The call goes through ``opaqueSink``, a mutable global: the optimizer must assume the
/// sink reads everything the object references, so every store before the call happens.
@MainActor
@inline(never)
func blackHole(_ object: AnyObject) {
  opaqueSink(object)
}

/// Keeps any value alive and opaque to the optimizer (boxes it: use outside hot loops).
@MainActor
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {
    opaqueSink(value as AnyObject)
  }
}

/// The sink behind ``blackHole(_:)``; never reassigned, but the optimizer cannot know.
@MainActor
var opaqueSink: (AnyObject) -> Void = { _ in }
