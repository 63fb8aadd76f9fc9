public import Foundation

extension LoaderError: LocalizedError {
  /// A short sentence for a banner or an error view.
  public var errorDescription: String? {
    switch self {
    case .timedOut(let duration):
      "The request timed out after \(DurationText.short(duration))."
    case .repeatedCursor(let cursor):
      "The server returned the page cursor \"\(cursor)\" again; stopped loading more pages."
    }
  }
}
