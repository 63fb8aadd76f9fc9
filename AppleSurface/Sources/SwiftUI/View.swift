// The protocols every SwiftUI type builds on. Each declaration is copied from the page cited
// above it (see README.md). Bodies are `fatalError()`: nothing here runs.

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  // The page spells the attribute `@ContentBuilder`, Xcode 27's alias of `ViewBuilder`
  // (https://developer.apple.com/documentation/swiftui/contentbuilder); Xcode 26 spells it
  // `@ViewBuilder`, the same type.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View

  // https://developer.apple.com/documentation/swiftui/viewmodifier/content
  // The page shows a bare `typealias Content`; its symbol (`_ViewModifier_Content<Self>`,
  // from the body(content:) page's precise identifier) is the proxy declared below.
  typealias Content = _ViewModifier_Content<Self>

  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The proxy a ``ViewModifier`` receives for the view it modifies.
// Named by https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
// (precise identifier `s:7SwiftUI12ViewModifierP4body7content4BodyQzAA01_cD8_ContentVyxG_tF`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  public nonisolated init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
// ("If `content` is a View and `modifier` is a ViewModifier, the result is a View").
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// Same page: "If `content` and `modifier` are both view modifiers, then the result is a new
// ViewModifier combining them."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
  public nonisolated func body(content: _ViewModifier_Content<Self>) -> Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
