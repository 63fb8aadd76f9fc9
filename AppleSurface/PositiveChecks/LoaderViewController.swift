// End-to-end check: a UIKit container over AsyncState's DataLoader and a paging collection
// view, as AsyncStateUIKit will write them.

import AsyncState
import SwiftUI
import UIKit

final class LoaderViewController<Value: Sendable, Failure: Error>: UIViewController {
  private let loader: DataLoader<Value, Failure>
  private let spinner = UIActivityIndicatorView(style: .large)
  private let refreshControl = UIRefreshControl()

  init(loader: DataLoader<Value, Failure>) {
    self.loader = loader
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used from storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Loader"
    spinner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(spinner)
    NSLayoutConstraint.activate([
      spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    refreshControl.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        Task {
          await self.loader.refresh()
          self.refreshControl.endRefreshing()
        }
      }, for: .valueChanged)
    let hosted = UIHostingController(rootView: Text("Hosted"))
    addChild(hosted)
    view.addSubview(hosted.view)
    hosted.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    spinner.startAnimating()
    Task {
      await loader.load()
      spinner.stopAnimating()
      setNeedsUpdateContentUnavailableConfiguration()
      UIAccessibility.post(notification: .announcement, argument: "Loaded")
    }
  }

  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.text = String(describing: loader.state)
    configuration.secondaryText = "Pull to refresh"
    configuration.image = UIImage(systemName: "exclamationmark.triangle")
    configuration.button = .filled()
    configuration.buttonProperties.primaryAction = UIAction(title: "Retry") { [weak self] _ in
      guard let self else { return }
      Task { await self.loader.refresh() }
    }
    contentUnavailableConfiguration = configuration
  }
}

final class PagingViewController: UIViewController, UICollectionViewDelegate {
  // `nonisolated`: with Xcode 26's default isolation (MainActor) a nested enum's `Hashable`
  // conformance would be main-actor isolated, and the data source needs a `Sendable` one.
  nonisolated private enum Section: Hashable, Sendable { case main }

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
  private let loadMore: @MainActor () async -> Void

  init(loadMore: @escaping @MainActor () async -> Void) {
    self.loadMore = loadMore
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used from storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.footerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: list)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.delegate = self
    collectionView.refreshControl = UIRefreshControl()
    view.addSubview(collectionView)

    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(item)"
      cell.contentConfiguration = content
    }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { footer, _, _ in
      var content = footer.defaultContentConfiguration()
      content.text = "Loading more…"
      footer.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems([1, 2, 3], toSection: .main)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard indexPath.item == dataSource.snapshot().numberOfItems - 1 else { return }
    Task { await loadMore() }
  }
}
