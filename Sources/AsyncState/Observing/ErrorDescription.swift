import Foundation

/// Readable text for an error, for an error view, a banner or a delegate's
/// `failure(description:)`.
///
/// `localizedDescription` of a plain Swift error is Foundation's "The operation could not be
/// completed. (MyApp.APIError error 1.)" — noise that tells the user nothing. `text(for:)`
/// picks the first of:
/// 1. `LocalizedError.errorDescription`, when the error provides one.
/// 2. A Foundation error's own localized text (an `NSError` with a description, a
///    `CocoaError`), with the "operation could not be completed" lead-in removed.
/// 3. The error's `description`, when it is `CustomStringConvertible` (as seed 002's
///    `MyError` is).
/// 4. A fallback naming the error: `APIError.offline`, `APIError.server(code: 500)`,
///    `Timeout(seconds: 5)`, or `NSURLErrorDomain error -1009` for a Foundation error with
///    no text.
///
/// ```swift
/// enum APIError: LocalizedError {
///   case offline
///   var errorDescription: String? { "You are offline." }
/// }
/// ErrorDescription.text(for: APIError.offline)   // "You are offline."
/// ```
public enum ErrorDescription {
  /// Returns the most readable text available for `error`; never empty.
  ///
  /// - Parameter error: The error to describe.
  /// - Returns: A readable text for `error`, never Foundation's "The operation could not be
  ///   completed" noise when a better text exists.
  public static func text(for error: any Error) -> String {
    if let localized = error as? any LocalizedError,
      let text = localized.errorDescription, !text.isEmpty
    {
      return text
    }
    if let text = foundationText(for: error) {
      return text
    }
    // Through `Any`: with Foundation imported the compiler assumes every error converts.
    if let describable = (error as Any) as? any CustomStringConvertible, !isBridged(error) {
      let text = describable.description
      if !text.isEmpty { return text }
    }
    return fallback(for: error)
  }

  /// The lead-ins Foundation puts before a localized description it has no text for,
  /// on Linux and on Apple platforms.
  private static let noiseLeadIns = [
    "The operation could not be completed.",
    "The operation couldn\u{2019}t be completed.",
    "The operation couldn't be completed.",
  ]

  /// Whether the error is an `NSError` or bridges to one with its own domain and code.
  private static func isBridged(_ error: any Error) -> Bool {
    type(of: error) is NSError.Type || error is any CustomNSError
  }

  /// Foundation's localized description without its lead-in, if anything meaningful remains.
  private static func foundationText(for error: any Error) -> String? {
    var text = error.localizedDescription
    if let leadIn = noiseLeadIns.first(where: { text.hasPrefix($0) }) {
      text = String(text.dropFirst(leadIn.count))
    }
    text = text.trimmingCharacters(in: .whitespaces)
    // What is left is either nothing, the "(domain error code.)" noise, or real text.
    if text.isEmpty || text.hasPrefix("(") { return nil }
    return text
  }

  /// A name for the error built from its type and value.
  private static func fallback(for error: any Error) -> String {
    if isBridged(error) {
      let bridged = error as NSError
      return "\(bridged.domain) error \(bridged.code)"
    }
    let described = String(describing: error)
    if Mirror(reflecting: error).displayStyle == .enum {
      return "\(type(of: error)).\(described)"
    }
    return described
  }
}
