// Text and the string types its initializers take.

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  @usableFromInline let storage: String

  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) { storage = content }

  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol { storage = String(content) }

  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    storage = key.key
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  @usableFromInline let key: String

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) { key = value }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { key = value }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  // Its `appendInterpolation` overloads take strings, texts, images, formatters and more; one
  // generic overload stands for them all, so an interpolation type-checks here at least wherever
  // it does on Apple platforms.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: T) {}
  }
}
