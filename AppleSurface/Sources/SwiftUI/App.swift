// Apps and scenes. Each declaration is copied from the page cited above it.

// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene

  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  // https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  associatedtype Body: Scene

  // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> some Scene where repeat each Content: Scene {
    StubScene()
  }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public nonisolated struct WindowGroup<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  // Xcode 27's page marks it deprecated in iOS 18 in favour of `init(makeContent:)`, an
  // initializer Xcode 26's SDK does not have; this surface models Xcode 26 (see ViewBuilder.swift).
  public nonisolated init(@ViewBuilder content: () -> Content) {}

  // https://developer.apple.com/documentation/swiftui/windowgroup/init(id:content:)
  // Deprecated in iOS 18 on Xcode 27's page, as `init(content:)` above, for the same reason.
  public nonisolated init(id: String, @ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension WindowGroup: Scene {
  public typealias Body = Never
  public nonisolated var body: Never { return fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/preview(_:body:)
// Like `Entry`, a macro needs an implementation to be used: `SwiftUIMacros.PreviewMacro`, the
// stand-in in `AppleSurface/Macros/`, type-checks the body and expands to nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")
