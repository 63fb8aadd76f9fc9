#if canImport(UIKit) && !os(watchOS)
  public import AsyncState
  public import UIKit

  /// A plain view controller in the delegate style: a ``LoadingStateBinder`` calls it once per
  /// state, in order, and it shows a spinner, its content, or the failure with a "Try Again"
  /// button.
  ///
  /// This is the screen the delegate pattern describes — a view model tells its view
  /// controller `loading()`, `success()`, `failure(description:)` — with the parts the pattern
  /// leaves to each controller done once:
  ///
  /// - The binder holds the controller weakly and does not retain the loader, so a
  ///   controller that owns both forms no cycle, and the calls stop when it goes away.
  /// - What each callback shows is a ``LoadingStateDisplay``: the content stays during a
  ///   refresh, the failure stays during a retry, the blocking spinner shows only with nothing
  ///   else on screen (through a ``ProgressGate``).
  /// - The failure shows in a `UIContentUnavailableConfiguration` with a "Try Again" button
  ///   that performs ``LoaderAction/retry``; a failure after the content showed (a failed
  ///   refresh) shows in a bar over the kept content, with the same button.
  ///
  /// Subclass it, put your views in ``contentView``, and override ``success()`` (calling
  /// `super`) to fill them from the loader's value:
  ///
  /// ```swift
  /// final class AccountViewController: LoadingStateViewController<DataLoader<Account, any Error>> {
  ///   private let nameLabel = UILabel(frame: .zero)
  ///
  ///   override func success() {
  ///     super.success()
  ///     nameLabel.text = source.state.value?.name
  ///   }
  /// }
  /// ```
  ///
  /// It loads when it appears (``LoaderAction/load``) and cancels that load if it disappears
  /// first.
  @MainActor
  open class LoadingStateViewController<Source: LoaderActionPerforming>: UIViewController,
    LoadingStateDelegate
  {
    /// The loader the screen follows.
    public let source: Source
    /// The mappings from states to presentations the binder uses.
    public let policy: PresentationPolicy
    /// The gate the blocking spinner goes through.
    public let progressGate: ProgressGate
    /// The words of the failure view.
    public var labels = PresentationLabels.english {
      didSet { render() }
    }
    /// What the screen shows, from the callbacks received so far.
    public private(set) var display = LoadingStateDisplay()
    /// The view that holds the screen's content; shown while the content shows.
    public let contentView = UIView(frame: .zero)

    private var binder: LoadingStateBinder<Source.State>?
    private var tracking: ObservationLoop?
    private let appearanceLoad = AppearanceLoad()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let failureBar = UIView(frame: .zero)
    private let failureLabel = UILabel(frame: .zero)
    private let failureButton = UIButton(configuration: .tinted())

    /// Creates a screen that follows a loader.
    ///
    /// - Parameters:
    ///   - source: The loader to follow; the binder does not retain it, the screen does.
    ///   - policy: The mappings from states to presentations.
    ///   - progressGate: The gate for the blocking spinner.
    public init(
      source: Source,
      policy: PresentationPolicy = .default,
      progressGate: ProgressGate = ProgressGate()
    ) {
      self.source = source
      self.policy = policy
      self.progressGate = progressGate
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: create the screen in code.
    public required init?(coder: NSCoder) {
      fatalError("LoadingStateViewController is created in code")
    }

    override open func viewDidLoad() {
      super.viewDidLoad()
      #if !os(tvOS)
        view.backgroundColor = .systemBackground  // not available on tvOS
      #endif
      layOutViews()
      tracking = ObservationLoop { [weak self] in
        guard let self else { return }
        if progressGate.isVisible {
          spinner.startAnimating()
        } else {
          spinner.stopAnimating()
        }
      }
      // The binder delivers the current state at once, then every transition.
      binder = LoadingStateBinder(observing: source, delegate: self, policy: policy)
    }

    override open func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      appearanceLoad.start(source)
    }

    override open func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      appearanceLoad.cancel()
    }

    // MARK: LoadingStateDelegate

    /// Nothing is requested: nothing shows. Call `super` when overriding.
    open func idle() {
      display.idle()
      render()
    }

    /// A load started: the spinner shows if nothing else does. Call `super` when overriding.
    open func loading() {
      display.loading()
      render()
    }

    /// The content shows. Override to fill ``contentView`` from the loader's value, calling
    /// `super`.
    open func success() {
      display.success()
      render()
    }

    /// A failure shows, with "Try Again". Call `super` when overriding.
    ///
    /// - Parameter description: The failure's readable description.
    open func failure(description: String) {
      display.failure(description: description)
      render()
    }

    // MARK: Rendering

    override open func updateContentUnavailableConfiguration(
      using state: UIContentUnavailableConfigurationState
    ) {
      guard !display.showsContent, let failure = display.failure(labels: labels) else {
        contentUnavailableConfiguration = nil
        return
      }
      contentUnavailableConfiguration = UIContentUnavailableConfiguration.make(for: failure) {
        [weak self] action in
        self?.perform(action)
      }
    }

    private func render() {
      progressGate.setLoading(display.showsBlockingSpinner)
      contentView.isHidden = !display.showsContent
      failureBar.isHidden = !display.showsFailureOverContent
      if display.showsFailureOverContent, let failure = display.failure(labels: labels) {
        failureLabel.text = failure.message
        var button = UIButton.Configuration.tinted()
        button.title = failure.button?.title
        button.showsActivityIndicator = failure.button?.isInProgress ?? false
        failureButton.configuration = button
        failureButton.isEnabled = !(failure.button?.isInProgress ?? false)
      }
      setNeedsUpdateContentUnavailableConfiguration()
    }

    private func perform(_ action: LoaderAction) {
      let source = source
      Task { await source.perform(action) }
    }

    private func layOutViews() {
      for subview in [contentView, failureBar, spinner] as [UIView] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      contentView.isHidden = true
      failureBar.isHidden = true
      #if !os(tvOS)
        failureBar.backgroundColor = .secondarySystemBackground  // not available on tvOS
      #endif
      spinner.hidesWhenStopped = true
      failureLabel.numberOfLines = 0
      failureLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
      failureLabel.translatesAutoresizingMaskIntoConstraints = false
      failureButton.translatesAutoresizingMaskIntoConstraints = false
      failureButton.addAction(
        UIAction { [weak self] _ in self?.perform(.retry) }, for: .primaryActionTriggered)
      failureBar.addSubview(failureLabel)
      failureBar.addSubview(failureButton)
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        contentView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        contentView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        contentView.topAnchor.constraint(equalTo: guide.topAnchor),
        contentView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        failureBar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        failureBar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        failureBar.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        failureLabel.leadingAnchor.constraint(equalTo: failureBar.leadingAnchor, constant: 16),
        failureLabel.topAnchor.constraint(equalTo: failureBar.topAnchor, constant: 12),
        failureLabel.bottomAnchor.constraint(equalTo: failureBar.bottomAnchor, constant: -12),
        failureButton.leadingAnchor.constraint(equalTo: failureLabel.trailingAnchor, constant: 8),
        failureButton.trailingAnchor.constraint(
          equalTo: failureBar.trailingAnchor, constant: -16),
        failureButton.centerYAnchor.constraint(equalTo: failureBar.centerYAnchor),
        spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }
  }
#endif
