/// The snapshot a diffable list applies for a presentation: its rows by id, the footer row,
/// the rows to reconfigure, and whether to animate.
///
/// A `UICollectionViewDiffableDataSource` identifies rows by value and crashes on an
/// identifier it is given twice. `ListSnapshotPlan` turns each presentation of a
/// `PagingState<[Item], Failure>` into what to apply, comparing it with the plan applied
/// before:
///
/// - **Rows.** Three sections, `Section/header`, `Section/items` then `Section/footer`. The
///   items section holds one `Row/item(_:)` per item of the content, by `id`, in order (none
///   while the screen shows a placeholder or a full-screen error). The footer section holds
///   `Row/footer` when the presentation has a `ListFooterRow`, and the header section
///   `Row/header` when its header has one (a list that loads both ways).
/// - **Unique ids.** A `PagingLoader` already drops an item whose `id` is loaded (unless it
///   was created with `removesDuplicates: false`), so its lists never repeat an id; the plan
///   keeps the first of any repeated id as well, so that a source that does repeat ids
///   cannot crash the data source.
/// - **Reconfigured rows.** An item whose `id` stays but whose value changed (a refresh
///   brought a new title) is reconfigured — a diff by id alone would leave its cell stale —
///   and so is the footer row when what it shows changed (a spinner became a retry row).
/// - **Animation.** Differences animate, except when the list had no items before: the first
///   page appears at once rather than flying in.
///
/// ```swift
/// let plan = ListSnapshotPlan(presentation, after: lastPlan)
/// var snapshot = NSDiffableDataSourceSnapshot<ListSnapshotPlan<Post>.Section,
///                                             ListSnapshotPlan<Post>.Row>()
/// snapshot.appendSections(ListSnapshotPlan<Post>.sections)
/// snapshot.appendItems(plan.headerRows, toSection: .header)
/// snapshot.appendItems(plan.itemRows, toSection: .items)
/// snapshot.appendItems(plan.footerRows, toSection: .footer)
/// snapshot.reconfigureItems(plan.reconfiguredRows)
/// dataSource.apply(snapshot, animatingDifferences: plan.animatesDifferences)
/// lastPlan = plan
/// ```
package struct ListSnapshotPlan<Item: Identifiable> {
  /// A section of the list.
  package enum Section: Sendable, Hashable, CaseIterable {
    /// The header row, if any: the page before the first one.
    case header
    /// The loaded items.
    case items
    /// The footer row, if any.
    case footer
  }

  /// A row of the list, identified as a diffable data source needs.
  package enum Row: Hashable {
    /// The item with this `id`.
    case item(Item.ID)
    /// The footer row.
    case footer
    /// The header row.
    case header
  }

  /// The sections, in order: `Section/header`, `Section/items`, then `Section/footer`.
  package static var sections: [Section] { Section.allCases }

  /// The items to show, in order, each `id` once.
  package let items: [Item]
  /// The footer row to show, or `nil` for none.
  package let footer: ListFooterRow?
  /// The header row to show, or `nil` for none.
  package let header: ListFooterRow?
  /// The rows whose cells must be configured again: kept items whose value changed, and the
  /// footer or the header when what it shows changed.
  package let reconfiguredRows: [Row]
  /// Whether to animate the differences from the plan applied before.
  package let animatesDifferences: Bool
  /// Each item's position in `items`, by `id`.
  private let positions: [Item.ID: Int]

  /// A plan with no rows: what a list shows before its first presentation.
  package static var empty: ListSnapshotPlan {
    ListSnapshotPlan(items: [], footer: nil, reconfiguredRows: [], animatesDifferences: false)
  }

  private init(
    items: [Item], footer: ListFooterRow?, reconfiguredRows: [Row], animatesDifferences: Bool
  ) {
    self.items = items
    self.footer = footer
    header = nil
    self.reconfiguredRows = reconfiguredRows
    self.animatesDifferences = animatesDifferences
    positions = [:]
  }

  /// Plans the snapshot for a presentation.
  ///
  /// - Parameters:
  ///   - presentation: The presentation to show.
  ///   - previous: The plan applied before, or `nil` for the first.
  ///   - isUnchanged: Whether two values of the same item show the same; an item for which
  ///     it returns `false` is reconfigured.
  package init<Failure>(
    _ presentation: ScreenPresentation<[Item], Failure>,
    after previous: ListSnapshotPlan?,
    isUnchanged: (Item, Item) -> Bool
  ) {
    var items: [Item] = []
    var positions: [Item.ID: Int] = [:]
    for item in presentation.content ?? [] where positions[item.id] == nil {
      positions[item.id] = items.count
      items.append(item)
    }
    let footer = ListFooterRow(presentation.footer)
    let header = ListFooterRow(presentation.header)

    var reconfigured: [Row] = []
    if let previous {
      for item in items {
        if let old = previous.item(withID: item.id), !isUnchanged(old, item) {
          reconfigured.append(.item(item.id))
        }
      }
      if let old = previous.footer, let footer, old != footer {
        reconfigured.append(.footer)
      }
      if let old = previous.header, let header, old != header {
        reconfigured.append(.header)
      }
    }

    self.items = items
    self.footer = footer
    self.header = header
    self.positions = positions
    reconfiguredRows = reconfigured
    animatesDifferences = !(previous?.items.isEmpty ?? true)
  }

  /// The rows of the items section: one per item, by `id`.
  package var itemRows: [Row] {
    items.map { .item($0.id) }
  }

  /// The rows of the footer section: `Row/footer` when there is a footer row.
  package var footerRows: [Row] {
    footer == nil ? [] : [.footer]
  }

  /// The rows of the header section: `Row/header` when there is a header row.
  package var headerRows: [Row] {
    header == nil ? [] : [.header]
  }

  /// The item with an `id`, to configure its cell.
  ///
  /// - Parameter id: The item's `id`.
  /// - Returns: The item shown with that `id`, or `nil` if none is.
  package func item(withID id: Item.ID) -> Item? {
    positions[id].map { items[$0] }
  }
}

extension ListSnapshotPlan where Item: Equatable {
  /// Plans the snapshot for a presentation, reconfiguring the kept items that are no longer
  /// equal to what was shown.
  ///
  /// - Parameters:
  ///   - presentation: The presentation to show.
  ///   - previous: The plan applied before, or `nil` for the first.
  package init<Failure>(
    _ presentation: ScreenPresentation<[Item], Failure>, after previous: ListSnapshotPlan?
  ) {
    self.init(presentation, after: previous, isUnchanged: ==)
  }
}

extension ListSnapshotPlan: Sendable where Item: Sendable, Item.ID: Sendable {}
extension ListSnapshotPlan.Row: Sendable where Item.ID: Sendable {}
