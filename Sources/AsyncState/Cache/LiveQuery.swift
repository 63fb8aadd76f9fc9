/// A key of a ``LoaderCache`` whose entry follows a live source: an `AsyncSequence` of the
/// value as it changes, followed by a ``DataLoader`` (see
/// ``DataLoader/init(initialState:configuration:stream:)``).
///
/// Every screen that asks for an equal query shares one loader and one subscription. The
/// subscription stops when no screen holds the loader any more (the cache notices at its next
/// operation, or its timer's next tick), and the next screen's `load()` subscribes again,
/// with the last value on screen meanwhile.
///
/// ```swift
/// struct PriceQuery: LiveQuery {
///   let symbol: String
///
///   func updates() -> AsyncThrowingStream<Price, any Error> {
///     PriceFeed.shared.updates(for: symbol)
///   }
/// }
///
/// let price = cache.loader(for: PriceQuery(symbol: "AAPL"))   // DataLoader<Price, any Error>
/// await price.load()   // subscribes; returns at the first price
/// ```
///
/// The restarts after a failure follow the cache's ``CacheConfiguration/retry``. A type is
/// either a ``DataQuery`` or a `LiveQuery`, not both.
public protocol LiveQuery: CacheQuery {
  /// The value the source delivers.
  associatedtype Value: Sendable
  /// The failure the source throws: `any Error`, or a typed error.
  associatedtype Failure: Error
  /// The sequence of values.
  associatedtype Updates: AsyncSequence<Value, Failure> & Sendable

  /// Makes the sequence for this query's parameters, once for each subscription, on the main
  /// actor; the loader iterates it off the main actor.
  ///
  /// ```swift
  /// func updates() -> AsyncThrowingStream<Message, any Error> {
  ///   ChatSocket.shared.messages(in: roomID)
  /// }
  /// ```
  ///
  /// - Returns: The values, as they change.
  @MainActor func updates() -> Updates
}
