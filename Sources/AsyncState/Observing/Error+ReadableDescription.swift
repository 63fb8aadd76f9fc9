import Foundation

extension Error {
  /// Readable text for the error, for an error view, a banner or a delegate's
  /// `failure(description:)`; never empty.
  ///
  /// `localizedDescription` of a plain Swift error is Foundation's "The operation could not be
  /// completed. (MyApp.APIError error 1.)" — noise that tells the user nothing. `readableDescription`
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
  /// APIError.offline.readableDescription   // "You are offline."
  /// ```
  ///
  /// > Tip: Give your error types a `LocalizedError` conformance with localized text: that is
  /// > what users will read.
  public var readableDescription: String {
    if let localized = self as? any LocalizedError,
      let text = localized.errorDescription, !text.isEmpty
    {
      return text
    }
    if isBridged {
      let bridged = self as NSError
      if let text = bridged.userInfo[NSLocalizedDescriptionKey] as? String, !text.isEmpty {
        return text
      }
      return "\(bridged.domain) error \(bridged.code)"
    }
    // Through `Any`: with Foundation imported the compiler assumes every error converts.
    if let describable = (self as Any) as? any CustomStringConvertible {
      let text = describable.description
      if !text.isEmpty { return text }
    }
    return typeAndValue
  }

  /// Whether the error is an `NSError` or bridges to one with its own domain and code.
  private var isBridged: Bool {
    type(of: self) is NSError.Type || self is any CustomNSError
  }

  /// A name for the error built from its type and value.
  private var typeAndValue: String {
    let described = String(describing: self)
    if Mirror(reflecting: self).displayStyle == .enum {
      return "\(type(of: self)).\(described)"
    }
    return described
  }
}
