public import AsyncState

/// What the demo's cache inspector (`i`) shows, and the detail entries it shows them for.
///
/// - Every page the feed loads, whole or filtered, writes its posts' titles into
///   ``PostQuery`` entries, as a list response fills the detail entries of an app. Each
///   filter is an entry of its own (`feed "cursor"`).
/// - The selected post's entry is held, as a detail pane showing it would hold it: it is in
///   use; the one selected before becomes unused, and is evicted after the cache's unused
///   lifetime, or sooner when the cache is full.
/// - The transitions of the feed on screen are recorded by the core's ``LoaderInspector``, as
///   an app's inspector records them (``history``); the rest of the cache's activity —
///   entries added, in use, unused, invalidated, evicted — scrolls by in ``log``.
///
/// ```swift
/// let inspector = CacheInspector(session: session)
/// let watch = inspector.start { redraw() }
/// inspector.select(session.selectedPostID)
/// let lines = inspector.panel.lines(width: 40, height: 20)
/// ```
@MainActor
public final class CacheInspector {
  /// The session whose cache is shown.
  public let session: FeedSession
  /// The core's inspector of the session's cache, recording its transitions from the moment
  /// this inspector is created.
  public let model: LoaderInspector
  /// The latest activity lines other than transitions (``history`` has those), oldest first;
  /// at most ``logLimit``.
  public private(set) var log: [String] = []
  /// How many activity lines are kept.
  public static let logLimit = 200

  /// The title entry of the selected post, held as its detail pane would hold it.
  private var selected: DataLoader<String, Never>?
  private var selectedID: Int?
  /// The posts written into the cache since the feed's last first page.
  private var written: Set<Int> = []
  /// Whether the load running now fetches the first page again (a refresh, a retry, a first
  /// load) rather than the next page.
  private var isReloading = true
  private var observation: StateObservation?

  /// Creates an inspector; it writes the feed's posts into the cache from now on.
  ///
  /// - Parameter session: The session whose cache to show.
  public init(session: FeedSession) {
    self.session = session
    model = LoaderInspector(cache: session.cache)
    observation = session.feed.observe { [weak self] transition in
      guard let self else { return }
      switch transition.cause {
      case .loadStarted:
        if case .loadingMore = transition.state { isReloading = false } else { isReloading = true }
      case .loadSucceeded:
        // A reload fetched every post it shows again: their entries start a new age.
        if isReloading { written.removeAll() }
        writePosts()
      case .loadFailed, .loadCancelled, .reset, .valueReplaced:
        break
      }
    }
    writePosts()
  }

  /// The key of the feed entry on screen: `feed`, or `feed "cursor"` for a filter.
  public var shownFeedKey: String {
    FeedQuery(source: session.feed.source, filter: session.shownFilter).description
  }

  /// The recorded transitions of the feed on screen, oldest first.
  public var history: [TransitionRecord] {
    model.history(of: shownFeedKey)
  }

  /// The panel as it stands: the cache's entries, the history of the feed on screen, the log.
  public var panel: InspectorPanel {
    InspectorPanel(snapshot: session.cache.snapshot(), log: log, history: history)
  }

  /// Follows the cache's activity until the returned task is cancelled.
  ///
  /// - Parameter onChange: Called after each activity, transitions included (the history
  ///   moved).
  /// - Returns: The task that follows the activity.
  public func start(onChange: @escaping @MainActor () -> Void) -> Task<Void, Never> {
    let activity = session.cache.activity()
    return Task { [weak self] in
      for await event in activity {
        guard let self else { return }
        switch event {
        case .transition:
          break  // In the model's history, which the panel shows for the feed on screen.
        case .added, .held, .released, .invalidated, .evicted, .updateFailed, .persistence:
          log.append(event.description)
          if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
        }
        onChange()
      }
    }
  }

  /// Holds the entry of the selected post (and lets the previous one go).
  ///
  /// - Parameter postID: The selected post's id, or `nil` when no post is selected.
  public func select(_ postID: Int?) {
    guard postID != selectedID else { return }
    selectedID = postID
    guard let postID else {
      selected = nil
      return
    }
    let query = PostQuery(id: postID)
    if session.cache.value(for: query) == nil,
      let post = session.feed.state.value?.first(where: { $0.id == postID })
    {
      // Evicted since the list wrote it: the list writes it again.
      session.cache.setValue(post.title, for: query)
    }
    selected = session.cache.loader(for: query)
  }

  /// Writes the posts loaded since the last call into their entries.
  private func writePosts() {
    guard let posts = session.feed.state.value else { return }
    if posts.count < written.count { written.removeAll() }
    for post in posts where !written.contains(post.id) {
      written.insert(post.id)
      session.cache.setValue(post.title, for: PostQuery(id: post.id))
    }
  }
}
