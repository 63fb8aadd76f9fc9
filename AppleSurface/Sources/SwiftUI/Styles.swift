// Colors, fonts and shape styles. Type declarations follow the pages cited; the static members
// are the common subset apps use (README.md, "What was not on a page").

/// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/foregroundstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/foregroundstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  @usableFromInline let level: Int
  @usableFromInline init(level: Int) { self.level = level }

  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/quaternary
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/foreground
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
  public static var primary: HierarchicalShapeStyle { .primary }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.type.property
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary-swift.type.property
  /// (disambiguated from the iOS 17 instance property `tertiary-swift.property`)
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, Sendable, ShapeStyle {
  @usableFromInline let name: String
  @usableFromInline init(name: String) { self.name = name }

  /// https://developer.apple.com/documentation/swiftui/color/red (the colors without a URL of
  /// their own follow it; their pages did not come up)
  public static let red = Color(name: "red")
  /// https://developer.apple.com/documentation/swiftui/color/orange
  public static let orange = Color(name: "orange")
  public static let yellow = Color(name: "yellow")
  public static let green = Color(name: "green")
  /// https://developer.apple.com/documentation/swiftui/color/blue
  public static let blue = Color(name: "blue")
  public static let gray = Color(name: "gray")
  /// https://developer.apple.com/documentation/swiftui/color/black
  public static let black = Color(name: "black")
  public static let white = Color(name: "white")
  public static let clear = Color(name: "clear")
  public static let primary = Color(name: "primary")
  /// https://developer.apple.com/documentation/swiftui/color/secondary
  public static let secondary = Color(name: "secondary")
  /// https://developer.apple.com/documentation/swiftui/color/accentcolor (a computed property
  /// on its page)
  public static var accentColor: Color { Color(name: "accentColor") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/shapestyle/gray: iOS 13,
// `static var gray: Color { get }`. The others' pages did not come up; they follow it. (Not every
// color is iOS 13: https://developer.apple.com/documentation/swiftui/shapestyle/cyan is iOS 15.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var blue: Color { Color.blue }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
}

/// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  @usableFromInline let style: String
  @usableFromInline init(style: String) { self.style = style }

  /// https://developer.apple.com/documentation/swiftui/font/largetitle
  public static let largeTitle = Font(style: "largeTitle")
  /// https://developer.apple.com/documentation/swiftui/font/title
  public static let title = Font(style: "title")
  /// https://developer.apple.com/documentation/swiftui/font/title2
  /// Its page did not come up. `title3` and `caption2`, its neighbours, are iOS 14 on their
  /// pages; this one keeps the type's availability until its own page is found.
  public static let title2 = Font(style: "title2")
  /// https://developer.apple.com/documentation/swiftui/font/title3
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3 = Font(style: "title3")
  /// https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font(style: "headline")
  public static let subheadline = Font(style: "subheadline")
  /// https://developer.apple.com/documentation/swiftui/font/body
  public static let body = Font(style: "body")
  public static let callout = Font(style: "callout")
  public static let footnote = Font(style: "footnote")
  /// https://developer.apple.com/documentation/swiftui/font/caption
  public static let caption = Font(style: "caption")
  /// https://developer.apple.com/documentation/swiftui/font/caption2
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2 = Font(style: "caption2")

  /// https://developer.apple.com/documentation/swiftui/font/bold()
  public func bold() -> Font { self }
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  // https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall (Topics: the cases)
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
  /// (`-26aj0` is the other member of the group, which takes a `RangeExpression`)
  public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { StubView() }
}
