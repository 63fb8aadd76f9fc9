// SwiftUI's UIKit bridge. `UIHostingController` is SwiftUI's type (it lives in the SwiftUI
// module) and subclasses UIKit's `UIViewController`, which is why this module imports UIKit.
public import UIKit

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
/// (iOS 13, iPadOS 13, Mac Catalyst 13, tvOS 13, visionOS 1 on its page: no macOS, no watchOS)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController
where Content: View {
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
  public var rootView: Content
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
/// The protocol's own page did not come up in the docs corpus; its declaration is that of its
/// twin, https://developer.apple.com/documentation/swiftui/uiviewrepresentable
/// (`@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`),
/// and its members are copied from their pages, cited below.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  associatedtype UIViewControllerType: UIViewController

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
  associatedtype Coordinator = Void

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable {
  // The defaults SwiftUI provides: a primitive body, and a dismantle that does nothing.
  public nonisolated var body: Never { fatalError() }

  @MainActor @preconcurrency public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
}

// `where Coordinator == ()`: the precise identifier of `makeCoordinator()-9vwm8` reads
// `UIViewControllerRepresentablePAAyt11CoordinatorRtzrlE`.
@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == () {
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {}
