// Collection views: list layouts, registrations and the diffable data source.

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@available(iOS 6.0, tvOS 9.0, *)
@MainActor open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@available(iOS 6.0, tvOS 9.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration
  { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { fatalError() }

  /// `UIContentConfiguration`'s requirements, as that protocol's pages declare them:
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    fatalError()
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@available(iOS 6.0, tvOS 9.0, *)
@MainActor open class UICollectionViewLayout: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency public static func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout {
    fatalError()
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {}

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators
  /// (iOS 14; the page lists no tvOS)
  @available(tvOS, unavailable)
  public var showsSeparators: Bool = true

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
  public enum Appearance: Hashable, Sendable {
    case plain, grouped, insetGrouped
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebar
    /// (iOS 14; the page lists no tvOS)
    @available(tvOS, unavailable)
    case sidebar
    case sidebarPlain
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
  /// (its page lists `Hashable` and `Equatable`, not `Sendable`)
  public enum HeaderMode: Hashable {
    case none, supplementary, firstItemInSection
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
  /// (its page lists `Hashable` and `Equatable`, not `Sendable`)
  public enum FooterMode: Hashable {
    case none, supplementary
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@available(iOS 6.0, tvOS 9.0, *)
@MainActor open class UICollectionView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  open weak var delegate: (any UICollectionViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  /// The page declares `class let elementKindSectionFooter: String` without `nonisolated` (UIKit
  /// pages show it where it applies, as on `UIApplication`'s notification names), so it is
  /// isolated with the class: `static let` here, as Swift classes cannot store a `class let`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  /// (`class let elementKindSectionHeader: String`, main-actor isolated as above)
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  @available(iOS 14.0, tvOS 14.0, *)
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
  @available(iOS 14.0, tvOS 14.0, *)
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    fatalError()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    fatalError()
  }
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@available(iOS 2.0, tvOS 9.0, *)
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@available(iOS 6.0, tvOS 9.0, *)
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  /// Optional in UIKit (an `@objc optional` requirement); a default below stands for that.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  /// The page did not come up in the docs corpus; the shape is that of its two siblings: the
  /// `willDisplay` requirement above, and
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
  /// (`optional func collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`,
  /// iOS 8, tvOS 9, visionOS 1). Optional in UIKit; a default below stands for that.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType, ItemIdentifierType
>: NSObject
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
  @MainActor @preconcurrency public init(
    collectionView: UICollectionView,
    cellProvider:
      @escaping UICollectionViewDiffableDataSource<
        SectionIdentifierType, ItemIdentifierType
      >.CellProvider
  ) {}

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
  @MainActor @preconcurrency open var supplementaryViewProvider:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .SupplementaryViewProvider?

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
  @MainActor @preconcurrency open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {}

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:)
  @available(iOS 15.0, tvOS 15.0, *)
  @MainActor @preconcurrency open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {}

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
  @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  > {
    fatalError()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
  @MainActor @preconcurrency open func itemIdentifier(for indexPath: IndexPath)
    -> ItemIdentifierType?
  {
    fatalError()
  }
}

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
@available(iOS 13.0, tvOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() {}

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {}

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  @available(iOS 15.0, tvOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers
  public var itemIdentifiers: [ItemIdentifierType] { fatalError() }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems
  public var numberOfItems: Int { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
extension NSDiffableDataSourceSnapshot: Sendable {}
