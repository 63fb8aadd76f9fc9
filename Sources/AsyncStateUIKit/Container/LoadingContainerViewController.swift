#if canImport(UIKit) && !os(watchOS)
  public import AsyncState
  public import UIKit

  /// A container that renders a loader's presentation around any content view controller.
  ///
  /// Give it a loader and the view controller that shows the loaded value; it draws every
  /// other part of the screen from the loader's ``ScreenPresentation`` and performs what the
  /// user asks:
  ///
  /// - **First load**: a `UIActivityIndicatorView`, through a ``ProgressGate`` so a fast load
  ///   shows none and a slow one never flashes it.
  /// - **Content**: the content view controller, handed each value (`render`), kept on screen
  ///   during a refresh; hidden while there is none.
  /// - **Failure with nothing to show, or an empty result** (an empty collection, or what
  ///   `isEmpty` says): a `UIContentUnavailableConfiguration` with the message and a "Try
  ///   Again" (or "Refresh") button that retries (or refreshes) the loader
  ///   (``UnavailableContent/perform(on:)``); the button shows progress while the load runs.
  /// - **Pull to refresh** (iOS, visionOS): a `UIRefreshControl` on the scroll view you pass,
  ///   which refreshes the loader and ends exactly when the refresh ends
  ///   (`RefreshControlDriver`).
  /// - **A failure over kept content**: a banner, shown once per failed load
  ///   (``BannerCenter``), dismissed with a tap.
  /// - **Results being replaced** (an ``InputLoader`` whose newer input waits for its debounce
  ///   or loads): the content stays, dimmed, with no blocking spinner
  ///   (``ScreenPresentation/isReplacing``).
  ///
  /// It loads when it appears (``LoadingSource/load()``: once; again only when stale) and cancels
  /// that load if it disappears before the load ends, as SwiftUI's `.task` does. It observes
  /// the loader through `observe(_:)` — every transition, in order — and the gate and banner
  /// center through Observation.
  ///
  /// ```swift
  /// let loader = DataLoader { try await API.profile() }
  /// let profile = ProfileViewController()
  /// let screen = LoadingContainerViewController(source: loader, content: profile) {
  ///   [weak profile] loaded in
  ///   profile?.show(loaded)
  /// }
  /// ```
  ///
  /// In the delegate style, the content is a ``LoadingStateDelegate`` that keeps the token of
  /// its loader's `bind(to:)` and fills its views in `success()`; the container draws the rest.
  ///
  /// Every decision is made by a value of `AsyncState` tested on Linux; this class only feeds
  /// them events and draws what they say.
  @MainActor
  open class LoadingContainerViewController<Source: LoadingSource>: UIViewController {
    typealias Value = Source.Value
    typealias Failure = Source.Failure

    /// The loader the screen renders.
    public let source: Source
    /// The view controller that shows the loaded value.
    public let content: UIViewController
    /// The mappings from states to presentations.
    public let policy: PresentationPolicy
    /// The gate the blocking spinner goes through.
    public let progressGate: ProgressGate
    /// The banners the screen shows, one per failed load that kept the content.
    public let banners: BannerCenter<Source.Failure>
    /// The words of the failure and empty views.
    public var labels = PresentationLabels.english {
      didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }
    /// What the screen shows now.
    public private(set) var presentation: ScreenPresentation<Source.Value, Source.Failure>

    private let render: @MainActor (Value) -> Void
    private let isEmpty: @MainActor (Value) -> Bool
    private weak var scrollView: UIScrollView?
    private let spinner = UIActivityIndicatorView(style: .large)
    private let bannerButton = UIButton(configuration: .tinted())
    private var shownBannerID: Int?
    private var observation: StateObservation?
    private var tracking: ObservationLoop?
    private let appearanceLoad = AppearanceLoad()
    #if !os(tvOS)
      private let refreshControl = UIRefreshControl()
      private var refreshDriver = RefreshControlDriver()
    #endif

    /// Creates a container for a loader and a content view controller, with the test of an
    /// empty value.
    ///
    /// - Parameters:
    ///   - source: The loader to render and drive.
    ///   - content: The view controller that shows the loaded value; made a child.
    ///   - scrollView: The scroll view that gets the refresh control, usually the content's
    ///     table or collection view; `nil` for no pull to refresh.
    ///   - policy: The mappings from states to presentations.
    ///   - progressGate: The gate for the blocking spinner.
    ///   - isEmpty: Whether a loaded value is empty; then the empty view shows.
    ///   - render: Hands each value to show to the content, during a refresh too.
    public init(
      source: Source,
      content: UIViewController,
      scrollView: UIScrollView? = nil,
      policy: PresentationPolicy = .default,
      progressGate: ProgressGate = ProgressGate(),
      isEmpty: @escaping @MainActor (Source.Value) -> Bool,
      render: @escaping @MainActor (Source.Value) -> Void = { _ in }
    ) {
      self.source = source
      self.content = content
      self.scrollView = scrollView
      self.policy = policy
      self.progressGate = progressGate
      self.isEmpty = isEmpty
      self.render = render
      // The source's presentation, not its state's: the banner is the same for both, and only
      // the source's is defined for any `LoadingSource`. Observers run right after each
      // transition, so it is the presentation of that transition's state.
      banners = BannerCenter(observing: source, policy: policy) { [weak source] _ in
        source?.presentation(policy: policy)
      }
      presentation = source.presentation(policy: policy)
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a container for a loader and a content view controller: an empty collection
    /// shows the empty view, and no other value does.
    ///
    /// - Parameters:
    ///   - source: The loader to render and drive.
    ///   - content: The view controller that shows the loaded value; made a child.
    ///   - scrollView: The scroll view that gets the refresh control, usually the content's
    ///     table or collection view; `nil` for no pull to refresh.
    ///   - policy: The mappings from states to presentations.
    ///   - progressGate: The gate for the blocking spinner.
    ///   - render: Hands each value to show to the content, during a refresh too.
    public convenience init(
      source: Source,
      content: UIViewController,
      scrollView: UIScrollView? = nil,
      policy: PresentationPolicy = .default,
      progressGate: ProgressGate = ProgressGate(),
      render: @escaping @MainActor (Source.Value) -> Void = { _ in }
    ) {
      self.init(
        source: source, content: content, scrollView: scrollView, policy: policy,
        progressGate: progressGate, isEmpty: { EmptyValue.isEmptyCollection($0) },
        render: render)
    }

    /// Not supported: create the container in code. Unavailable, so that a call is a compile
    /// error; a storyboard that names the class still stops here.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      fatalError("LoadingContainerViewController is created in code")
    }

    override open func viewDidLoad() {
      super.viewDidLoad()
      #if !os(tvOS)
        view.backgroundColor = .systemBackground  // not available on tvOS
      #endif
      embedContent()
      layOutSpinnerAndBanner()
      #if !os(tvOS)
        scrollView?.refreshControl = refreshControl
        refreshControl.addAction(
          UIAction { [weak self] _ in
            guard let self else { return }
            handle(refreshDriver.pulled())
          }, for: .valueChanged)
      #endif
      observation = source.observe { [weak self] _, _ in self?.apply() }
      apply()
      tracking = ObservationLoop { [weak self] in self?.renderObserved() }
    }

    override open func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      appearanceLoad.start(source)
    }

    override open func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      appearanceLoad.cancel()
    }

    override open func updateContentUnavailableConfiguration(
      using state: UIContentUnavailableConfigurationState
    ) {
      contentUnavailableConfiguration = presentation.unavailableContent(
        isEmpty: isEmpty, labels: labels
      ).map { unavailable in
        UIContentUnavailableConfiguration.make(for: unavailable) { [source] in
          Task { await unavailable.perform(on: source) }
        }
      }
    }

    // MARK: Rendering

    /// Renders the source's presentation after a transition. The source's, not the state's:
    /// an ``InputLoader`` marks the results a newer input is replacing.
    private func apply() {
      presentation = source.presentation(policy: policy)
      progressGate.setLoading(presentation.showsBlockingSpinner)
      if let value = presentation.content {
        content.view.isHidden = false
        render(value)
      } else {
        content.view.isHidden = true
      }
      #if !os(tvOS)
        handle(refreshDriver.update(isRefreshing: presentation.isRefreshing))
      #endif
      setNeedsUpdateContentUnavailableConfiguration()
    }

    /// Draws the observable parts: the gate's spinner, the banner center's banner, and the
    /// dimming of results being replaced (an input waiting for its debounce moves no state, so
    /// only Observation sees it).
    private func renderObserved() {
      content.view.alpha = source.presentation(policy: policy).isReplacing ? 0.5 : 1
      if progressGate.isVisible {
        spinner.startAnimating()
      } else {
        spinner.stopAnimating()
      }
      let banner = banners.current
      guard banner?.id != shownBannerID else { return }
      shownBannerID = banner?.id
      bannerButton.isHidden = banner == nil
      if let banner {
        bannerButton.configuration?.title = banner.message
        UIAccessibility.post(notification: .announcement, argument: banner.message)
      }
    }

    private func dismissBanner() {
      if let banner = banners.current { banners.dismiss(banner) }
    }

    #if !os(tvOS)
      private func handle(_ command: RefreshControlDriver.Command?) {
        switch command {
        case .refresh:
          let source = source
          Task { [weak self] in
            await source.refresh()
            guard let self else { return }
            handle(refreshDriver.refreshReturned())
          }
        case .beginRefreshing:
          refreshControl.beginRefreshing()
        case .endRefreshing:
          refreshControl.endRefreshing()
        case nil:
          break
        }
      }
    #endif

    // MARK: Layout

    private func embedContent() {
      addChild(content)
      content.view.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(content.view)
      NSLayoutConstraint.activate([
        content.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        content.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        content.view.topAnchor.constraint(equalTo: view.topAnchor),
        content.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      content.didMove(toParent: self)
    }

    private func layOutSpinnerAndBanner() {
      spinner.hidesWhenStopped = true
      spinner.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(spinner)
      bannerButton.isHidden = true
      bannerButton.translatesAutoresizingMaskIntoConstraints = false
      bannerButton.addAction(
        UIAction { [weak self] _ in self?.dismissBanner() }, for: .primaryActionTriggered)
      view.addSubview(bannerButton)
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        bannerButton.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        bannerButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
        bannerButton.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      ])
    }
  }
#endif
