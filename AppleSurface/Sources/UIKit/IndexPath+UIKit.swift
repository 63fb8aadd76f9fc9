// UIKit's additions to Foundation's IndexPath: its pages say "Foundation", but the precise
// identifiers (`s:10Foundation9IndexPathV5UIKitE...`) show they are declared in the UIKit
// module, and Foundation on Linux has none of them.

@available(iOS 7.0, tvOS 9.0, *)
extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  /// (UIKit's page did not come up in the docs corpus, only AppKit's twin, `init(item:section:)-rib`;
  /// left as written)
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// https://developer.apple.com/documentation/foundation/indexpath/section
  /// (UIKit's page did not come up in the docs corpus, only AppKit's twin, `section-2059m`; left as
  /// written)
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
  /// (`var item: Int { get set }`, iOS 7 / tvOS 9; `item-6rh8l` is AppKit's twin)
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
