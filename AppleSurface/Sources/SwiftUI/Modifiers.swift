// View modifiers. Each declaration is copied from the page cited above it; every modifier is a
// `nonisolated` method returning `some View`, so views can be built anywhere and configured with
// values from any isolation.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
  /// The action runs on the view's actor: "the task modifier's body runs on the main thread",
  /// so it can write `@State` without `await` (https://zenn.dev/mtgto/articles/task-modifier-run-in-main-thread).
  /// SwiftUI gets that with `@_inheritActorContext`, an underscored attribute documentation pages
  /// never show; without it this stand-in would reject code Xcode accepts.
  /// (Xcode 26.4's form; `name`, `file` and `line` have defaults, so it is also the
  /// `task(priority:_:)` earlier SDKs spell.)
  public nonisolated func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/task(id:name:priority:file:line:_:)
  /// The docs corpus returned the `executorPreference:` member of this family
  /// (https://developer.apple.com/documentation/swiftui/view/task(id:name:executorpreference:priority:file:line:_:));
  /// this is the same declaration without that parameter, as `task(name:priority:file:line:_:)`
  /// has none.
  public nonisolated func task<T>(
    id: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View where T: Equatable {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
  public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    StubView()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  public nonisolated func padding(_ length: CGFloat) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  public nonisolated func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  /// (not returned by the docs corpus; the parameter list is the page's title, in the style of
  /// `frame(width:height:alignment:)` above)
  public nonisolated func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
  public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  public nonisolated func disabled(_ disabled: Bool) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  public nonisolated func font(_ font: Font?) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  public nonisolated func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:) is in
  /// DataFlow.swift; https://developer.apple.com/documentation/swiftui/view/id(_:)
  public nonisolated func id<ID>(_ id: ID) -> some View where ID: Hashable { StubView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  public nonisolated func accessibilityAddTraits(
    _ traits: AccessibilityTraits
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  /// The overload group's members take a `Text`, a `LocalizedStringKey` or a string, and return
  /// what `accessibilityAddTraits(_:)` returns.
  public nonisolated func accessibilityLabel(
    _ label: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }

  public nonisolated func accessibilityLabel(
    _ labelKey: LocalizedStringKey
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }

  public nonisolated func accessibilityLabel<S>(
    _ label: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
  /// (the `LocalizedStringKey` member; the `Text` and string members of the overload group did
  /// not come up and follow it)
  public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    StubView()
  }

  public nonisolated func navigationTitle(_ title: Text) -> some View { StubView() }

  public nonisolated func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    StubView()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  public nonisolated func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
  public nonisolated func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)
  public nonisolated func safeAreaInset<V>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  public nonisolated func background<S>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View where S: ShapeStyle {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq
  public nonisolated func tint(_ tint: Color?) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  public nonisolated func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)
  /// macOS 13 on its page (the rest of this extension is macOS 12); tvOS and watchOS absent.
  @available(macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    StubView()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
  public nonisolated func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { StubView() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  public nonisolated func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  public nonisolated func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    StubView()
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
/// The page declares `nonisolated struct`: without it, conforming to the main-actor
/// `ViewModifier` would make the type main-actor isolated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
  public nonisolated func body(content: _ViewModifier_Content<Self>) -> Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  @usableFromInline var bits: UInt64
  @usableFromInline init(bits: UInt64) { self.bits = bits }

  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton, .../isimage,
  // .../updatesfrequently and .../isheader: `static let`, the type's availability. The pages of
  // `isSelected`, `isLink` and `isStaticText` did not come up; they follow them.
  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  public static let isStaticText = AccessibilityTraits(bits: 1 << 7)
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)

  public init() { bits = 0 }
  public var isEmpty: Bool { bits == 0 }
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  @discardableResult public mutating func insert(_ newMember: Self) -> (
    inserted: Bool, memberAfterInsert: Self
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  @discardableResult public mutating func remove(_ member: Self) -> Self? {
    defer { bits &= ~member.bits }
    return contains(member) ? member : nil
  }
  @discardableResult public mutating func update(with newMember: Self) -> Self? {
    defer { bits |= newMember.bits }
    return contains(newMember) ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  @usableFromInline let id: Int
  @usableFromInline init(id: Int) { self.id = id }

  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  public static let ignore = AccessibilityChildBehavior(id: 0)
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  public static let contain = AccessibilityChildBehavior(id: 1)
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  public static let combine = AccessibilityChildBehavior(id: 2)
}

/// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/visibility/automatic
  case automatic
  /// https://developer.apple.com/documentation/swiftui/visibility/visible
  case visible
  /// https://developer.apple.com/documentation/swiftui/visibility/hidden
  case hidden
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension VerticalEdge {
  /// https://developer.apple.com/documentation/swiftui/verticaledge/set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/swiftui/verticaledge/set/top
    public static let top = Set(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/swiftui/verticaledge/set/bottom
    public static let bottom = Set(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/swiftui/verticaledge/set/all
    public static let all: Set = [.top, .bottom]
  }
}

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
/// The Accessibility framework's; SwiftUI code posts it with nothing but `import SwiftUI`, so
/// the stand-in keeps it here.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  public struct Announcement: Sendable {
    @usableFromInline let text: String

    /// The `String` member of the initializers the page lists
    /// (https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement).
    public init(_ announcement: String) { text = announcement }

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() {}
  }
}

// Search, submission, dimming and control sizes: what a screen following an `InputLoader`
// (search as you type, a filter picker) uses.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  public nonisolated func opacity(_ opacity: Double) -> some View { StubView() }

  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  /// (the page's `@export(implementation)` left out; `tag(_:)` calls it with the default)
  public nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable {
    StubView()
  }
}

@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/controlsize(_:)
  public nonisolated func controlSize(_ controlSize: ControlSize) -> some View { StubView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3
  /// The `prompt: Text? = nil` member of the overload group, which `.searchable(text:)` alone
  /// calls, did not come up in the docs corpus; samples pass a prompt.
  public nonisolated func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    StubView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  public nonisolated func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View {
    StubView()
  }
}

/// https://developer.apple.com/documentation/swiftui/controlsize
/// `Sendable` is in the page's "Conforms To". Not `@frozen`. `CaseIterable` is left out: with
/// `large`'s own availability it cannot be synthesized, and nothing here needs it. `extraLarge` is
/// left out: its availability did not come up.
@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, *)
public enum ControlSize: Sendable {
  /// https://developer.apple.com/documentation/swiftui/controlsize/mini
  case mini
  /// https://developer.apple.com/documentation/swiftui/controlsize/small
  case small
  /// https://developer.apple.com/documentation/swiftui/controlsize/regular
  case regular
  /// https://developer.apple.com/documentation/swiftui/controlsize/large
  @available(macOS 11.0, *)
  case large
}

/// https://developer.apple.com/documentation/swiftui/submittriggers
/// The page lists `init(rawValue:)` under "Creating a set of options", the `OptionSet` group;
/// its `static let` members (below) need `Sendable` in Swift 6, so the type is.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/swiftui/submittriggers/rawvalue
  public let rawValue: UInt
  /// https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// https://developer.apple.com/documentation/swiftui/submittriggers/text
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// https://developer.apple.com/documentation/swiftui/submittriggers/search
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
/// The page's "Conforms To" did not come up; its `static let automatic` needs `Sendable` in
/// Swift 6 (as `SearchFieldPlacement.NavigationBarDrawerDisplayMode`'s page shows for that
/// type), so the type is.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
  @usableFromInline let id: Int

  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
  public static let automatic = SearchFieldPlacement(id: 0)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l
  /// (the `LocalizedStringKey` member; `@ContentBuilder` is written `@ViewBuilder`, see "Xcode
  /// 26, not 27")
  public nonisolated func alert<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    StubView()
  }
}

// Presenting a sheet (the inspector's `.loaderInspector(_:isPresented:)`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  /// (`@ContentBuilder` is written `@ViewBuilder`, see "Xcode 26, not 27")
  public nonisolated func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    StubView()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    StubView()
  }
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent
/// The page's "Conforms To" did not come up: `Hashable` because `presentationDetents(_:)` takes
/// a `Set` of them, `Sendable` because its `static let` members need it in Swift 6 (as for
/// `SearchFieldPlacement`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  @usableFromInline let id: Int

  /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(id: 0)
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(id: 1)
}
