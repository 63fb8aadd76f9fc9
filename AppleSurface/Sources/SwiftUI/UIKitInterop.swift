// SwiftUI's UIKit bridge. `UIHostingController` is SwiftUI's type (it lives in the SwiftUI
// module) and subclasses UIKit's `UIViewController`, which is why this module imports UIKit.
public import UIKit

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, *)
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
