// View controllers and content configurations.

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }

  /// `UIViewController()` is NSObject's `init()`, which calls `init(nibName: nil, bundle: nil)`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get { fatalError() }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  open var tabBarItem: UITabBarItem! {
    get { fatalError() }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  @available(iOS 5.0, *)
  open func removeFromParent() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  @available(iOS 5.0, *)
  open var children: [UIViewController] { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration-4b95e
  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor @preconcurrency public var contentUnavailableConfiguration:
    (any UIContentConfiguration)?
  {
    get { fatalError() }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdatecontentunavailableconfiguration()
  @available(iOS 17.0, tvOS 17.0, *)
  open func setNeedsUpdateContentUnavailableConfiguration() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/updatecontentunavailableconfiguration(using:)
  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor @preconcurrency open func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfigurationstate-7sczw
  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor @preconcurrency open var contentUnavailableConfigurationState:
    UIContentUnavailableConfigurationState
  { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  /// (`var rightBarButtonItem: UIBarButtonItem? { get set }`; the page lists no tvOS)
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  open var rightBarButtonItem: UIBarButtonItem?

  /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
  /// (`var searchController: UISearchController? { get set }`; the page lists no tvOS)
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  open var searchController: UISearchController?
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITabBarItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
  public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2.0, tvOS 9.0, *)
@MainActor open class UITabBarController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  open var viewControllers: [UIViewController]?
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
/// A plain protocol, not a main-actor one: only `makeContentView()` is `@MainActor`, so a
/// configuration can be built and updated anywhere but turned into a view only on the main actor.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
/// (the optional `supports(_:)` requirement is not declared)
@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
  @MainActor var configuration: any UIContentConfiguration { get set }
}

/// https://developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {}

/// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/empty()
  public static func empty() -> UIContentUnavailableConfiguration { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/loading()
  public static func loading() -> UIContentUnavailableConfiguration { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/search()
  public static func search() -> UIContentUnavailableConfiguration { fatalError() }

  /// `UIContentConfiguration`'s requirements, as that protocol's pages declare them:
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
    fatalError()
  }

  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/image
  public var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/text
  public var text: String?
  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/button
  public var button: UIButton.Configuration {
    get { fatalError() }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.property
  public var buttonProperties: UIContentUnavailableConfiguration.ButtonProperties {
    get { fatalError() }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct
  public struct ButtonProperties: Hashable {
    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct/primaryaction
    public var primaryAction: UIAction?
    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct/isenabled
    public var isEnabled: Bool {
      get { fatalError() }
      set {}
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uisearchcontroller
/// (`@MainActor class UISearchController`, a view controller; the page lists tvOS with no
/// version)
@available(iOS 8.0, *)
@MainActor open class UISearchController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
  /// (`init(searchResultsController: UIViewController?)`)
  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not on the pages: `UIViewController`'s required initializer, inherited.
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater
  /// (`weak var searchResultsUpdater: (any UISearchResultsUpdating)? { get set }`)
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
  /// (`var searchBar: UISearchBar { get }`)
  open var searchBar: UISearchBar { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
/// (`@MainActor protocol UISearchResultsUpdating : NSObjectProtocol`; the optional
/// `updateSearchResults(for:selecting:)` is left out)
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
  /// (`func updateSearchResults(for searchController: UISearchController)`)
  func updateSearchResults(for searchController: UISearchController)
}

/// https://developer.apple.com/documentation/uikit/uibaritem
/// (`@MainActor class UIBarItem`)
@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled
  /// (`var isEnabled: Bool { get set }`; "The default value is true")
  open var isEnabled: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
/// (`@MainActor class UIBarButtonItem`, a `UIBarItem`; the page lists tvOS with no version)
@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  /// (`@MainActor @preconcurrency convenience init(title: String? = nil, image: UIImage? = nil,
  /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
  /// (`@NSCopying var primaryAction: UIAction? { get set }`; `@NSCopying` left out, as
  /// UIAction here is not `NSCopying`)
  @available(iOS 14.0, tvOS 14.0, *)
  open var primaryAction: UIAction?
}

/// https://developer.apple.com/documentation/uikit/uimenu
/// (`@MainActor class UIMenu`; its superclass `UIMenuElement` and its members are left out:
/// only `UIBarButtonItem`'s initializer names the type)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIMenu: NSObject {}
