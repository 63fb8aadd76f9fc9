// `ViewBuilder` and the types its build methods return.
//
// The pages below are Xcode 27's: they show the builder's generic parameters unconstrained
// (`buildBlock<Content>(_:) -> Content`, `buildEither<TrueContent, FalseContent>`), because
// "when you build in Xcode 27 and later ... the system constructs type-agnostic content from
// ViewBuilder closures, and doesn't restrict the types you use in closures to conform to View",
// while "when you build your project in Xcode 26 and earlier" the builder takes views
// (https://developer.apple.com/documentation/swiftui/viewbuilder). We check against Xcode 26,
// the stricter of the two, so the builder's parameters keep their `View` constraints here: code
// that type-checks against this surface type-checks with either Xcode.

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  // (Xcode 27 spells the result `EmptyContent`, a type alias of `EmptyView`:
  // https://developer.apple.com/documentation/swiftui/emptycontent)
  public static func buildBlock() -> EmptyView { EmptyView() }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  // (no ViewBuilder page for it turned up in the docs corpus; `buildExpression` is what turns
  // each statement into a partial result, and with it a non-view statement is diagnosed at the
  // statement, as Xcode does.)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: View {
    content
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  // The page found shows the `Commands` overload; the view overload (`if #available` inside a
  // view builder) returns a type-erased view, `AnyView`
  // (https://developer.apple.com/documentation/swiftui/anyview).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}

// The result of `buildEither`, named by
// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:). It has no
// page of its own (its name starts with an underscore), so only its type is declared.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline let storage: Storage

  @usableFromInline init(storage: Storage) { self.storage = storage }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public nonisolated struct TupleView<T> {
  // https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public nonisolated init(_ value: T) { self.value = value }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TupleView: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// `buildIf` returns `Content?` as a view
// (https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)), so an optional
// view is a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// Every primitive view's body is `Never`, "the universal 'primitive body' type"
// (https://developer.apple.com/documentation/swiftui/tuplecontent), so `Never` is a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public typealias Body = Never
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public nonisolated struct EmptyView: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/emptyview (Topics: `init()`)
  public nonisolated init() {}
  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public nonisolated struct AnyView: View {
  public typealias Body = Never

  // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  public nonisolated init<V>(_ view: V) where V: View {}

  // https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
  public nonisolated init<V>(erasing view: V) where V: View {}

  public nonisolated var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/group
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
  @usableFromInline var content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
  public typealias Body = Never

  // https://developer.apple.com/documentation/swiftui/group/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }

  public nonisolated var body: Never { fatalError() }
}
