public import AsyncState

extension FeedScreen {
  /// Builds a frame from the presentation model of the loader's state.
  ///
  /// ```swift
  /// let screen = FeedScreen(
  ///   presentation: loader.state.presentation(), banner: banners.current?.message,
  ///   showsSpinner: gate.isVisible, title: "demo", status: loader.state.description)
  /// ```
  ///
  /// - Parameters:
  ///   - presentation: What the screen shows for the loader's state; its `header` is the row
  ///     above the posts (``header``).
  ///   - banner: The message of the banner on screen, if any (from `BannerCenter`).
  ///   - showsSpinner: Whether the blocking spinner is visible: a `ProgressGate`'s
  ///     `isVisible` in the app, so short loads never flash one.
  ///   - showsFooterSpinner: Whether the footer's page-load spinner is visible: a second
  ///     gate's `isVisible` in the app.
  ///   - title: The first line.
  ///   - status: The state's description, for the status line.
  ///   - filter: The filter line (``FeedSession/filterBar``); `nil` for none. While its
  ///     filter loads over kept posts, the title line says so instead of `refreshing`.
  ///   - selection: The selected row.
  ///   - scrollTop: The first row shown.
  ///   - failuresInjected: Whether failure injection is on.
  ///   - randomFailureRate: The share of requests the feed fails at random; 0 for none.
  ///   - spinnerFrame: Which spinner frame to draw.
  public init(
    presentation: ScreenPresentation<[Post], FeedError>, banner: String?, showsSpinner: Bool,
    showsFooterSpinner: Bool = true, title: String, status: String, filter: FilterBar? = nil,
    selection: Int = 0, scrollTop: Int = 0,
    failuresInjected: Bool = false, randomFailureRate: Double = 0, spinnerFrame: Int = 0
  ) {
    let main: Main
    var footer: Footer?
    switch presentation.main {
    case .empty, .loading:
      main = showsSpinner ? .spinner : (presentation.isLoading ? .blank : .idle)
    case .failure(let failure):
      main = .failure(
        message: failure.readableDescription, retrying: presentation.isRetrying)
    case .content(let posts):
      main = showsSpinner ? .spinner : .posts(posts)
      switch presentation.footer {
      case .none: footer = nil
      case .loadMoreTrigger: footer = .loadMore
      case .loadingMore: footer = .loadingMore(showsSpinner: showsFooterSpinner)
      case .retry(let failure): footer = .retry(message: failure.readableDescription)
      case .end: footer = .end(count: posts.count)
      }
    }
    // A retry shows in the failure view and a page load in the footer: only a refresh, with
    // its content on screen, needs the small indicator — and a filter loading over the posts
    // it replaces, which is not a refresh.
    var activity = presentation.isRefreshing ? "refreshing" : nil
    if let filter, filter.isLoading { activity = "loading \(FilterBar.name(of: filter.applied))" }
    var header: Footer?
    if case .content = presentation.main, !showsSpinner {
      switch presentation.header {
      case .none, .end: header = nil
      case .loadMoreTrigger: header = .loadMore
      case .loadingMore: header = .loadingMore(showsSpinner: true)
      case .retry(let failure): header = .retry(message: failure.readableDescription)
      }
    }
    self.init(
      title: title, status: status, main: main, activity: activity, banner: banner,
      filter: filter, footer: footer, header: header, selection: selection,
      scrollTop: scrollTop, failuresInjected: failuresInjected,
      randomFailureRate: randomFailureRate, spinnerFrame: spinnerFrame)
  }
}
