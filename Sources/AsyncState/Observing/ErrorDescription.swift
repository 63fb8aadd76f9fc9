import Foundation

/// Readable text for an error, for an error view, a banner or a delegate's
/// `failure(description:)`.
///
/// `localizedDescription` of a plain Swift error is Foundation's "The operation could not be
/// completed. (MyApp.APIError error 1.)" — noise that tells the user nothing. `text(for:)`
/// asks the error itself, and never parses a sentence, so it reads right in every locale. It
/// picks the first of:
/// 1. `LocalizedError.errorDescription`, when the error provides one.
/// 2. A Foundation error's own localized text, when its `userInfo` carries one
///    (`NSLocalizedDescriptionKey`), as system errors do on Apple platforms.
/// 3. The error's `description`, when it is `CustomStringConvertible`.
/// 4. The error's type and value: `APIError.offline`, `APIError.server(code: 500)`,
///    `Timeout(seconds: 5)`, or `NSURLErrorDomain error -1009` for a Foundation error with
///    no text.
///
/// ```swift
/// enum APIError: LocalizedError {
///   case offline
///   var errorDescription: String? { String(localized: "You are offline.") }
/// }
/// ErrorDescription.text(for: APIError.offline)   // "You are offline."
/// ```
///
/// > Tip: Give your error types a `LocalizedError` conformance with localized text: that is
/// > what users will read.
public enum ErrorDescription {
  /// Returns the most readable text available for `error`; never empty.
  ///
  /// - Parameter error: The error to describe.
  /// - Returns: The error's own text if it has one, else its type and value.
  public static func text(for error: any Error) -> String {
    if let localized = error as? any LocalizedError,
      let text = localized.errorDescription, !text.isEmpty
    {
      return text
    }
    if isBridged(error) {
      let bridged = error as NSError
      if let text = bridged.userInfo[NSLocalizedDescriptionKey] as? String, !text.isEmpty {
        return text
      }
      return "\(bridged.domain) error \(bridged.code)"
    }
    // Through `Any`: with Foundation imported the compiler assumes every error converts.
    if let describable = (error as Any) as? any CustomStringConvertible {
      let text = describable.description
      if !text.isEmpty { return text }
    }
    return typeAndValue(of: error)
  }

  /// Whether the error is an `NSError` or bridges to one with its own domain and code.
  private static func isBridged(_ error: any Error) -> Bool {
    type(of: error) is NSError.Type || error is any CustomNSError
  }

  /// A name for the error built from its type and value.
  private static func typeAndValue(of error: any Error) -> String {
    let described = String(describing: error)
    if Mirror(reflecting: error).displayStyle == .enum {
      return "\(type(of: error)).\(described)"
    }
    return described
  }
}
