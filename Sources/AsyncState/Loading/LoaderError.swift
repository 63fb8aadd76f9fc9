/// A failure that a loader detects itself, rather than one its fetch reports.
///
/// A loader whose failure type is `any Error` reports these directly. A loader with a typed
/// failure reports them through ``LoaderErrorConvertible``.
public enum LoaderError: Error, Hashable, Sendable {
  /// An attempt took longer than the loader's timeout and was abandoned.
  case timedOut(after: Duration)
  /// The source returned a cursor it had returned before, so following it would loop.
  ///
  /// Paging stops with the loaded pages kept; the associated value describes the cursor.
  case repeatedCursor(String)
}

/// A typed failure that can carry a ``LoaderError``.
///
/// Conform your failure type to use loaders with typed throws together with features whose
/// failures the loader detects itself: per-attempt timeouts and paging (a repeated cursor).
///
/// ```swift
/// enum FeedError: Error, LoaderErrorConvertible {
///   case status(Int)
///   case loader(LoaderError)
///   init(_ loaderError: LoaderError) { self = .loader(loaderError) }
/// }
/// ```
public protocol LoaderErrorConvertible: Error {
  /// Creates a failure that reports a problem the loader detected.
  ///
  /// - Parameter loaderError: What the loader detected.
  init(_ loaderError: LoaderError)
}
