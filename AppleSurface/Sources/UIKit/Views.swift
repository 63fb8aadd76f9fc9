// Views, controls and layout anchors.

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {}

  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  /// (`var alpha: CGFloat { get set }`)
  open var alpha: CGFloat = 1

  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero

  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  @available(iOS 9.0, tvOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  @available(iOS 9.0, tvOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
  /// (the page did not come up in the docs corpus; left as written)
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/topanchor
  @available(iOS 9.0, tvOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  /// (the page did not come up in the docs corpus; left as written)
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
  /// (the page did not come up in the docs corpus; left as written)
  open var widthAnchor: NSLayoutDimension { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
  /// (the page did not come up in the docs corpus; left as written)
  open var heightAnchor: NSLayoutDimension { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiview/accessibilitylabel (via
  /// NSObject's informal UIAccessibility protocol)
  open var accessibilityLabel: String?
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, tvOS 9.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  @available(iOS 8.0, tvOS 9.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
  @available(iOS 8.0, tvOS 9.0, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  @available(iOS 8.0, tvOS 9.0, *)
  open var isActive: Bool = false

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  open var constant: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    fatalError()
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@available(iOS 9.0, tvOS 9.0, *)
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont!
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor!
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, tvOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled: Bool = true

  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    @available(iOS 9.0, tvOS 9.0, *)
    public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
  }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
  @available(iOS 15.0, tvOS 15.0, *)
  @MainActor @preconcurrency public convenience init(
    configuration: UIButton.Configuration, primaryAction: UIAction? = nil
  ) {
    self.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
  @available(iOS 15.0, tvOS 15.0, *)
  open var configuration: UIButton.Configuration? {
    get { fatalError() }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
  @available(iOS 15.0, tvOS 15.0, *)
  public struct Configuration: Hashable {
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
    public var title: String?
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image
    public var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/showsactivityindicator
    public var showsActivityIndicator: Bool {
      get { fatalError() }
      set {}
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
    public static func filled() -> UIButton.Configuration { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/tinted()
    public static func tinted() -> UIButton.Configuration { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain()
    public static func plain() -> UIButton.Configuration { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/bordered()
    public static func bordered() -> UIButton.Configuration { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
  /// (`init(coder: NSCoder)`: not failable, unlike `UIView`'s, so a subclass overrides it as
  /// `required init(coder:)`)
  public required init(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() {}
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {}
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  open var isAnimating: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  open var hidesWhenStopped: Bool = true

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  @available(iOS 10.0, *)
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl?
}

/// https://developer.apple.com/documentation/uikit/uirefreshcontrol
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
  public init() { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
  open func beginRefreshing() {}
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
  open func endRefreshing() {}
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
  open var isRefreshing: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  @available(iOS 13.0, tvOS 13.0, *)
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController?
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() {}
}

/// https://developer.apple.com/documentation/uikit/uisearchbar
/// (`@MainActor class UISearchBar`, a view)
@available(iOS 2.0, *)
@MainActor open class UISearchBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uisearchbar/text
  /// (`var text: String? { get set }`)
  open var text: String?
}
