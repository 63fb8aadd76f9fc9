#if canImport(UIKit) && !os(watchOS)
  public import AsyncState
  public import UIKit

  /// A list loaded page by page: a `UICollectionView` over a ``PagingLoader``, with a diffable
  /// data source and a footer row that loads the next page.
  ///
  /// - **Rows by id.** Each presentation becomes a snapshot plan: one row per item,
  ///   identified by its `id`, applied with animated differences (the first page without). An
  ///   item whose value changed under the same `id` is reconfigured. The loader drops items
  ///   whose `id` it already loaded, which is what keeps the data source — which crashes on a
  ///   repeated identifier — safe from sources whose pages overlap.
  /// - **Footer row**: a spinner while a page loads or can load, a retry
  ///   row with the failure's message and a "Try Again" button after a failed page (it performs
  ///   ``PagingLoader/retry()``), an end marker after the last page.
  /// - **Next page** when the footer row comes into view, once per page,
  ///   and at once when a short page leaves it in view. A failed page is never retried by
  ///   scrolling, only by its button.
  /// - **Header row**, for a loader that loads both ways (``PagingLoader/previousPages``):
  ///   the same rows above the items, from the loader's presentation
  ///   (``ScreenPresentation/header``); coming into view it asks for the page before the
  ///   first one (``PagingLoader/loadPrevious()``), once per page. The list keeps the rows on
  ///   screen where they are when a page is put above them only as far as the collection
  ///   view does; a chat that must hold its place adjusts `contentOffset` itself.
  ///
  /// It shows what the list shows; for the rest of the screen — the first-load spinner, the
  /// full-screen error, pull to refresh, the banner — embed it in a
  /// ``LoadingContainerViewController``, which ``LoadingContainerViewController/init(pagingList:policy:configureCell:)``
  /// does in one line:
  ///
  /// ```swift
  /// let feed = PagingLoader(
  ///   pageSize: 20,
  ///   fetchFirst: { try await API.posts(after: nil, count: 20) },
  ///   fetchMore: { last in try await API.posts(after: last.id, count: 20) }
  /// )
  /// let screen = LoadingContainerViewController(pagingList: feed) { cell, post in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = post.title
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  @available(tvOS, unavailable)
  @MainActor
  open class PagingListViewController<
    Item: Identifiable & Equatable & Sendable, Failure: Error
  >: UIViewController, UICollectionViewDelegate where Item.ID: Sendable {
    typealias Plan = ListSnapshotPlan<Item>

    /// The loader whose pages the list shows.
    public let loader: PagingLoader<Item, Failure>
    /// The mappings from states to presentations.
    public let policy: PresentationPolicy
    /// The collection view, with a plain list layout.
    public let collectionView: UICollectionView
    /// The text of the row after the last page; `nil` shows an empty row.
    public var endOfListText: String? = "No more items"
    /// The words of the footer row: ``PresentationLabels/retry`` titles a failed page's
    /// button.
    public var labels = PresentationLabels.english
    /// The snapshot plan applied last.
    package private(set) var plan = Plan.empty

    private let configureCell: @MainActor (UICollectionViewListCell, Item) -> Void
    private var dataSource: UICollectionViewDiffableDataSource<Plan.Section, Plan.Row>?
    private var trigger = LoadMoreTrigger()
    /// The footer of the presentation applied last, for the trigger.
    private var footer: ScreenPresentation<[Item], Failure>.Footer = .none
    /// The header's trigger, and the header applied last: the page before the first one.
    private var headerTrigger = LoadMoreTrigger()
    private var header: ScreenPresentation<[Item], Failure>.Footer = .none
    private var observation: StateObservation?

    /// Creates a list over a paging loader.
    ///
    /// - Parameters:
    ///   - loader: The loader whose pages to show.
    ///   - policy: The mappings from states to presentations.
    ///   - configureCell: Configures the cell of an item.
    public init(
      loader: PagingLoader<Item, Failure>,
      policy: PresentationPolicy = .default,
      configureCell: @escaping @MainActor (UICollectionViewListCell, Item) -> Void
    ) {
      self.loader = loader
      self.policy = policy
      self.configureCell = configureCell
      let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: create the list in code. Unavailable, so that a call is a compile
    /// error; a storyboard that names the class still stops here.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      fatalError("PagingListViewController is created in code")
    }

    override open func viewDidLoad() {
      super.viewDidLoad()
      collectionView.translatesAutoresizingMaskIntoConstraints = false
      collectionView.delegate = self
      view.addSubview(collectionView)
      NSLayoutConstraint.activate([
        collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        collectionView.topAnchor.constraint(equalTo: view.topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      dataSource = makeDataSource()
      observation = loader.observe { [weak self] _, _ in
        self?.apply()
      }
      apply()
    }

    // MARK: UICollectionViewDelegate

    /// Reports the footer row coming into view; it may ask for the next page.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      if cell is HeaderCell {
        if headerTrigger.rowAppeared(footer: header, itemCount: plan.items.count) {
          loadPrevious()
        }
      }
      guard cell is FooterCell else { return }
      if trigger.rowAppeared(footer: footer, itemCount: plan.items.count) { loadMore() }
    }

    /// Reports the footer row leaving the view.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      // The cell, not the index path: after an update the path may name another row.
      if cell is HeaderCell { headerTrigger.rowDisappeared() }
      guard cell is FooterCell else { return }
      trigger.rowDisappeared()
    }

    // MARK: Snapshots

    private func apply() {
      guard let dataSource else { return }
      let presentation = loader.presentation(policy: policy)
      let next = Plan(presentation, after: plan)
      plan = next
      var snapshot = NSDiffableDataSourceSnapshot<Plan.Section, Plan.Row>()
      snapshot.appendSections(Plan.sections)
      snapshot.appendItems(next.headerRows, toSection: .header)
      snapshot.appendItems(next.itemRows, toSection: .items)
      snapshot.appendItems(next.footerRows, toSection: .footer)
      snapshot.reconfigureItems(next.reconfiguredRows)
      footer = presentation.footer
      header = presentation.header
      let itemCount = next.items.count
      // The trigger hears the new footer once the rows are in place, so whether the footer is
      // in view is settled.
      dataSource.apply(snapshot, animatingDifferences: next.animatesDifferences) {
        [weak self] in
        guard let self else { return }
        if trigger.footerChanged(to: presentation.footer, itemCount: itemCount) { loadMore() }
        if headerTrigger.footerChanged(to: presentation.header, itemCount: itemCount) {
          loadPrevious()
        }
      }
    }

    private func loadMore() {
      let loader = loader
      Task { await loader.loadMore() }
    }

    private func loadPrevious() {
      let loader = loader
      Task { await loader.loadPrevious() }
    }

    private func makeDataSource() -> UICollectionViewDiffableDataSource<Plan.Section, Plan.Row> {
      let items = UICollectionView.CellRegistration<UICollectionViewListCell, Item.ID> {
        [weak self] cell, _, id in
        guard let self, let item = plan.item(withID: id) else { return }
        configureCell(cell, item)
      }
      let footers = UICollectionView.CellRegistration<FooterCell, ListFooterRow> {
        [weak self] cell, _, row in
        guard let self else { return }
        cell.contentConfiguration = footerConfiguration(for: row)
      }
      let headers = UICollectionView.CellRegistration<HeaderCell, ListFooterRow> {
        [weak self] cell, _, row in
        guard let self else { return }
        cell.contentConfiguration = footerConfiguration(for: row)
      }
      return UICollectionViewDiffableDataSource<Plan.Section, Plan.Row>(
        collectionView: collectionView
      ) { [weak self] collectionView, indexPath, row in
        switch row {
        case .item(let id):
          return collectionView.dequeueConfiguredReusableCell(
            using: items, for: indexPath, item: id)
        case .footer:
          return collectionView.dequeueConfiguredReusableCell(
            using: footers, for: indexPath, item: self?.plan.footer ?? .loading)
        case .header:
          return collectionView.dequeueConfiguredReusableCell(
            using: headers, for: indexPath, item: self?.plan.header ?? .loading)
        }
      }
    }

    private func footerConfiguration(for row: ListFooterRow) -> UIContentUnavailableConfiguration {
      switch row {
      case .loading:
        return .loading()
      case .retry(let message):
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.secondaryText = message
        var button = UIButton.Configuration.tinted()
        button.title = labels.retry
        configuration.button = button
        if let action = row.action {
          let loader = loader
          configuration.buttonProperties.primaryAction = UIAction { _ in
            Task { await loader.perform(action) }
          }
        }
        return configuration
      case .end:
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.secondaryText = endOfListText
        return configuration
      }
    }
  }

  /// The footer row's cell: its own class, so that display callbacks recognize it by the cell
  /// rather than by an index path that an update may have moved.
  @available(tvOS, unavailable)
  final class FooterCell: UICollectionViewListCell {}

  /// The header row's cell (a list that loads both ways), recognized the same way.
  @available(tvOS, unavailable)
  final class HeaderCell: UICollectionViewListCell {}

  @available(tvOS, unavailable)
  extension LoadingContainerViewController {
    /// Creates a screen that shows a paging loader's list: a ``PagingListViewController`` in a
    /// container that adds the first-load spinner, the full-screen error and empty views, pull
    /// to refresh and the banner.
    ///
    /// - Parameters:
    ///   - loader: The loader whose pages to show.
    ///   - policy: The mappings from states to presentations.
    ///   - configureCell: Configures the cell of an item.
    public convenience init<Item, Failure>(
      pagingList loader: PagingLoader<Item, Failure>,
      policy: PresentationPolicy = .default,
      configureCell: @escaping @MainActor (UICollectionViewListCell, Item) -> Void
    ) where Source == PagingLoader<Item, Failure>, Item: Equatable {
      let list = PagingListViewController(
        loader: loader, policy: policy, configureCell: configureCell)
      self.init(
        source: loader, content: list, scrollView: list.collectionView, policy: policy,
        isEmpty: { $0.isEmpty })
    }
  }
#endif
