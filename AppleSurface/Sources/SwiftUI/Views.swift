// The built-in views adapters and sample code use. Each declaration is copied from the page cited
// above it; a view's `View` conformance sits in its own extension with a `Never` body, the
// "universal primitive body type" (https://developer.apple.com/documentation/swiftui/tuplecontent).
//
// Pages spell builder parameters `@ContentBuilder`, Xcode 27's alias of `ViewBuilder`; they are
// written `@ViewBuilder` here (see ViewBuilder.swift).

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated struct Button<Label> where Label: View {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency public nonisolated init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  @preconcurrency public nonisolated init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {}

  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency public nonisolated init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  // https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public nonisolated struct Label<Title, Icon> where Title: View, Icon: View {
  // https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// The `Text`/`Image` initializers: the pages found are the `LocalizedStringResource` and
// `image:` members of the same overload group
// (https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:),
// https://developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg); these are the
// `LocalizedStringKey` and `StringProtocol` members, as `Button(_:systemImage:action:)` shows.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {}

  public nonisolated init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
  @usableFromInline let name: String

  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  // macOS 11 on its page, though the type is macOS 10.15.
  @available(macOS 11.0, *)
  public init(systemName: String) { name = systemName }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/progressview
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public nonisolated struct ProgressView<Label, CurrentValueLabel>
where Label: View, CurrentValueLabel: View {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// The indeterminate initializers live in `extension ProgressView where CurrentValueLabel ==
// EmptyView` (their precise identifiers read `...ProgressViewVA2A05EmptyD0VRs_rlE...`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  // https://developer.apple.com/documentation/swiftui/progressview/init()
  public nonisolated init() where Label == EmptyView {}

  // https://developer.apple.com/documentation/swiftui/progressview/init(label:)
  public nonisolated init(@ViewBuilder label: () -> Label) {}

  // https://developer.apple.com/documentation/swiftui/progressview/init(_:)-6k5se
  public nonisolated init(_ titleKey: LocalizedStringKey) where Label == Text {}

  // https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf
  public nonisolated init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  // https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
  public nonisolated init<V>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
}

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated struct List<SelectionValue, Content>
where SelectionValue: Hashable, Content: View {
  // https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz
  // watchOS 10 on its page, though the type is watchOS 6.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, *)
  public nonisolated init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/list/body shows `some View`; a primitive
  // body here, because nothing reads it.
  public nonisolated var body: Never { fatalError() }
}

// `where SelectionValue == Never`: the precise identifiers read `ListVAAs5NeverORszrlE...`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {}

  // https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
  public nonisolated init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {}

  // https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
  public nonisolated init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {}
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  // https://developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data
  // https://developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// The view initializers. Their pages did not come up in the docs corpus (the `MapKit` and
// `TableRow` overloads of the same names did); their shapes are those of the `ForEach` that
// `List(_:rowContent:)` and `List(_:id:rowContent:)` build (pages above).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  public nonisolated init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx
  // The page shows neither `nonisolated` nor `@MainActor` (it shows `@MainActor` on the MapKit
  // overload of the same name): the initializer has no isolation, which is what `nonisolated`
  // states here.
  public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

// https://developer.apple.com/documentation/swiftui/section
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer: View {
  // https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // https://developer.apple.com/documentation/swiftui/section/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  // https://developer.apple.com/documentation/swiftui/section/init(content:header:)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
  // https://developer.apple.com/documentation/swiftui/section/init(content:footer:)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // https://developer.apple.com/documentation/swiftui/section/init(_:content:)
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated struct ScrollView<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public nonisolated init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public nonisolated struct VStack<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VStack: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/hstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public nonisolated struct HStack<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  // (the vertical twin of VStack's, with a `VerticalAlignment`)
  public nonisolated init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HStack: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public nonisolated struct ZStack<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ZStack: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public nonisolated struct LazyVStack<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LazyVStack: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Spacer {
  // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  public init(minLength: CGFloat? = nil) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/contentunavailableview
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public nonisolated struct ContentUnavailableView<Label, Description, Actions>
where Label: View, Description: View, Actions: View {
  // https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
  public nonisolated init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// The title-and-symbol initializers: the page found is the `LocalizedStringResource`/`image:`
// member of the group
// (https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:image:description:)),
// whose precise identifier fixes the generic arguments: `Label<Text, Image>`, `Text?`,
// `EmptyView`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil
  ) {}

  public nonisolated init<S>(_ title: S, systemImage name: String, description: Text? = nil)
  where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public nonisolated struct TabView<SelectionValue, Content>
where SelectionValue: Hashable, Content: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
  // https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  // (`where SelectionValue == Int`: its precise identifier reads `TabViewVAASiRszrlE`)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  // Deprecated from iOS 27 on the page; Xcode 26's SDK, which this surface models, has no
  // replacement for iOS 17 targets, so no deprecation here.
  public nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View
  where V: View {
    StubView()
  }
}

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public nonisolated struct NavigationStack<Data, Root> where Root: View {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  public nonisolated init(@ViewBuilder root: () -> Root) {}
}

// https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationpath/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated struct TextField<Label> where Label: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  /// (the `LocalizedStringKey` member; `@export(implementation)` left out)
  public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}
