// UIKit's object model as Swift sees it: main-actor classes over NSObject. Pages show each class
// as `@MainActor class X`; its members are main-actor isolated with it. Page URLs are cited above
// each declaration; README.md lists the members written from a type page's topics rather than
// from a page of their own.

/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicolor
/// The page declares `class UIColor`, not a main-actor class: colors are immutable and usable
/// from any isolation.
@available(iOS 2.0, tvOS 9.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
  /// (`class var systemBackground: UIColor { get }`; the page lists no tvOS)
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  public static var systemBackground: UIColor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  /// (`class var secondarySystemBackground: UIColor { get }`; the page lists no tvOS)
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  public static var secondarySystemBackground: UIColor { fatalError() }
  public static var label: UIColor { fatalError() }
  public static var secondaryLabel: UIColor { fatalError() }
  public static var systemRed: UIColor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
  /// (`class var systemBlue: UIColor { get }`)
  @available(iOS 7.0, tvOS 9.0, *)
  public static var systemBlue: UIColor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  /// (`class var clear: UIColor { get }`)
  public static var clear: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimage
/// The page declares `class UIImage`, not a main-actor class: images are immutable.
@available(iOS 2.0, tvOS 9.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  @available(iOS 13.0, tvOS 13.0, *)
  public init?(systemName name: String) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIFont: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  @available(iOS 7.0, *)
  open nonisolated class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    fatalError()
  }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    @available(iOS 7.0, *)
    public static let body = TextStyle(rawValue: "body")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    @available(iOS 7.0, *)
    public static let headline = TextStyle(rawValue: "headline")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
    @available(iOS 7.0, *)
    public static let subheadline = TextStyle(rawValue: "subheadline")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    @available(iOS 7.0, *)
    public static let footnote = TextStyle(rawValue: "footnote")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
    /// (the page did not come up in the docs corpus; left as written)
    public static let caption1 = TextStyle(rawValue: "caption1")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
    @available(iOS 9.0, tvOS 9.0, *)
    public static let title1 = TextStyle(rawValue: "title1")
  }
}

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// (the `identifier`, `attributes` and `state` parameters, whose types this surface does not
  /// declare, are left out; every call that passes only `title`, `image` and `handler` matches).
  /// tvOS 14 on its page, though the class is tvOS 13.
  @available(iOS 13.0, tvOS 14.0, *)
  @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler
  ) {
    self.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/sender
  @available(iOS 14.0, tvOS 14.0, *)
  open var sender: Any? { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiaction/title
  open var title: String = ""
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// (`typealias UIActionHandler = (UIAction) -> Void`: not a `@MainActor` function type; a closure
/// written in main-actor code is main-actor isolated as that code is, one written in nonisolated
/// code is not)
@available(iOS 13.0, tvOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaccessibility
@available(iOS 2.0, tvOS 9.0, *)
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    /// (iOS 4 on its page; no tvOS version)
    @available(iOS 4.0, *)
    public nonisolated static let announcement = Notification(rawValue: 1008)
    public nonisolated static let screenChanged = Notification(rawValue: 1000)
    public nonisolated static let layoutChanged = Notification(rawValue: 1001)
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

/// https://developer.apple.com/documentation/uikit/uiapplication (`@MainActor class UIApplication`)
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIApplication: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  open class var shared: UIApplication { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
  @available(iOS 4.0, *)
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  @available(iOS 4.0, *)
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@available(iOS 2.0, tvOS 9.0, *)
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
  @MainActor @preconcurrency public static func main() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIScene: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  /// (`optional var window: UIWindow? { get set }`, iOS 13 / tvOS 13). Optional in UIKit (an
  /// `@objc optional` requirement); a default below stands for that. Read through the protocol,
  /// UIKit's requirement gives `UIWindow??`; this one gives `UIWindow?`.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
