// Layout values that view initializers and modifiers take. Type declarations are copied from the
// pages cited; member lists are the guides each page's "Topics" section names (see README.md,
// "What was not on a page").

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  @usableFromInline let id: Int
  @usableFromInline init(id: Int) { self.id = id }

  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment(id: 0)
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center (its page did
  // not come up; the `Alignment.center` page names it as its horizontal guide)
  public static let center = HorizontalAlignment(id: 1)
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  public static let trailing = HorizontalAlignment(id: 2)
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
  @usableFromInline let id: Int
  @usableFromInline init(id: Int) { self.id = id }

  // https://developer.apple.com/documentation/swiftui/verticalalignment/top (its page did not
  // come up; the `Alignment.topLeading` page names it as its vertical guide)
  public static let top = VerticalAlignment(id: 0)
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment(id: 1)
  // https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
  public static let bottom = VerticalAlignment(id: 2)
  // https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  // https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline
  public static let lastTextBaseline = VerticalAlignment(id: 4)
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/horizontal
  public var horizontal: HorizontalAlignment
  // https://developer.apple.com/documentation/swiftui/alignment/vertical
  public var vertical: VerticalAlignment

  // https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment(horizontal: .center, vertical: .center)
  // `leading`, `top`, `topTrailing` and `bottomLeading` follow the constants cited (`static let`,
  // the type's availability): their own pages did not come up. The URLs of the first three are
  // those the `UnitPoint` pages of the same names link to.
  // https://developer.apple.com/documentation/swiftui/alignment/leading
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  // https://developer.apple.com/documentation/swiftui/alignment/trailing
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  // https://developer.apple.com/documentation/swiftui/alignment/top
  public static let top = Alignment(horizontal: .center, vertical: .top)
  // https://developer.apple.com/documentation/swiftui/alignment/bottom
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  // https://developer.apple.com/documentation/swiftui/alignment/topleading
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  // https://developer.apple.com/documentation/swiftui/alignment/toptrailing
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  // https://developer.apple.com/documentation/swiftui/alignment/bottomtrailing
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

// https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  // https://developer.apple.com/documentation/swiftui/axis/horizontal
  case horizontal
  // https://developer.apple.com/documentation/swiftui/axis/vertical
  case vertical

  // https://developer.apple.com/documentation/swiftui/axis/set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/swiftui/axis/set/horizontal
    public static let horizontal = Set(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

// https://developer.apple.com/documentation/swiftui/edge (Topics: `top`, `bottom`, `leading`,
// `trailing`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set (Topics: the seven static lets
  // below, e.g. https://developer.apple.com/documentation/swiftui/edge/set/all)
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

// https://developer.apple.com/documentation/swiftui/verticaledge (Topics: `top`, `bottom`)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum VerticalEdge: Int8, CaseIterable, Sendable {
  case top, bottom
}

// https://developer.apple.com/documentation/swiftui/horizontaledge (Topics: `leading`,
// `trailing`; its page also lists `Set` and conformances such as `Decodable`, not declared here)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  case leading, trailing
}

// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
// The page declares a plain `struct` (not `@frozen`, unlike the other option sets here).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  // https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionfooters
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public nonisolated struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  // https://developer.apple.com/documentation/swiftui/unitpoint/top
  public static let top = UnitPoint(x: 0.5, y: 0)
  // https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  // https://developer.apple.com/documentation/swiftui/unitpoint/bottom
  public static let bottom = UnitPoint(x: 0.5, y: 1)
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
  public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
  public nonisolated func scrollPosition(
    id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil
  ) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:)
  public nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { StubView() }
}
