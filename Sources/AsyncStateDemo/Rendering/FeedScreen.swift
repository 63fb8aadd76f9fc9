/// Everything one frame of the demo shows, as plain data: what the renderer draws.
///
/// Built from the presentation model (`ScreenPresentation`, by `init(presentation:banner:…)`)
/// plus what only the demo knows (the selected row, the failure switch), so drawing is a pure
/// function that tests can check line by line.
public struct FeedScreen: Hashable, Sendable {
  /// What fills the body of the screen.
  public enum Main: Hashable, Sendable {
    /// Nothing loaded and nothing to say yet: the first load before its spinner shows.
    case blank
    /// Nothing requested yet.
    case idle
    /// The blocking spinner of a first load.
    case spinner
    /// The first page failed; `retrying` while a retry runs with the failure on screen.
    case failure(message: String, retrying: Bool)
    /// The loaded posts.
    case posts([Post])
  }

  /// The row after the posts.
  public enum Footer: Hashable, Sendable {
    /// More pages exist; moving near the end loads the next one.
    case loadMore
    /// The next page is loading; its spinner shows once the load has lasted a moment.
    case loadingMore(showsSpinner: Bool)
    /// The next page failed; selecting the row (or `t`) retries.
    case retry(message: String)
    /// The last page is loaded.
    case end(count: Int)
  }

  /// The first line: the demo and its source.
  public var title: String
  /// The loader's state, as `PagingState.description` prints it.
  public var status: String
  /// The body.
  public var main: Main
  /// A load running with content on screen, such as `refreshing`, shown in the title line.
  public var activity: String?
  /// The one-shot error banner's message, until dismissed.
  public var banner: String?
  /// The filter line, when a filter is typed or shown (`/`); `nil` hides it.
  public var filter: FilterBar?
  /// The row after the posts, if any.
  public var footer: Footer?
  /// The row above the posts of a feed opened in the middle (`--start-at`), if any: the page
  /// above (``Footer/loadMore`` while it can load, moving near the top loads it), its spinner,
  /// or its failure. It takes the body's first line and is not selectable.
  public var header: Footer?
  /// The selected row: a post's index, or `posts.count` for the footer row.
  public var selection = 0
  /// The first row shown in the body.
  public var scrollTop = 0
  /// Whether failure injection (`x`) is on.
  public var failuresInjected = false
  /// The share of requests the feed fails at random (`--failure-rate`); 0 for none.
  public var randomFailureRate = 0.0
  /// Which frame of the spinner animation to draw.
  public var spinnerFrame = 0
  /// A one-shot message, such as how a like ended (`l`), shown on the status line in place
  /// of the status until the next key; `nil` for none.
  public var notice: String?
  /// How old the posts were when they were restored from the last run (`--persist`), until
  /// the feed loads them again; the title line says `restored, 2h old`. `nil` for posts
  /// loaded in this run.
  public var restoredAge: Duration?

  // No initializer from the parts: the frames come from `init(presentation:banner:…)`,
  // which uses the memberwise one.
}

extension FeedScreen {
  /// How many selectable rows the body has: the posts, and the footer row if there is one.
  public var rowCount: Int {
    guard case .posts(let posts) = main else { return 0 }
    return posts.count + (footer == nil ? 0 : 1)
  }

  /// Whether the selected row is the footer's retry row.
  public var isRetryRowSelected: Bool {
    guard case .posts(let posts) = main, case .retry = footer else { return false }
    return selection == posts.count
  }

  /// Whether something on screen animates, so the app redraws on a timer.
  public var isAnimating: Bool {
    if main == .spinner || activity != nil || footer == .loadingMore(showsSpinner: true) {
      return true
    }
    if case .failure(_, true) = main { return true }
    return false
  }
}
