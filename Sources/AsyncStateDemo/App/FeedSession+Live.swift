public import AsyncState

// `--live`: the head of the feed follows the feed's live subscription (`FeedSource.livePosts`)
// through a `DataLoader` over an `AsyncSequence`, and each post it brings goes to the top of
// the whole feed's pages, in the cache, through the same loader and presentation as every
// other change of the list.
//
// Why a live source and not polling with `refreshesAllPages`: a feed that can push tells the
// app the moment a post exists, with one small message, where polling refetches every page
// on screen at each interval to find out that usually nothing changed. A feed that cannot
// push would poll (`CacheQuery.pollInterval` with `refreshesAllPages`); the demo's two feeds
// both push.

extension FeedSession {
  /// How a dropped live subscription reconnects: after 1 s, 2 s, 4 s… up to 30 s, for as
  /// long as the demo runs, counted again from the first once the subscription delivers.
  public static let liveRetry = RetryPolicy.exponential(
    maxAttempts: 1_000, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(30),
    jitter: 0)

  /// Starts following the head of the feed (`--live`), and returns once the first head
  /// arrives or the subscription fails; does nothing without `--live`.
  public func followLive() async {
    await live?.load()
  }

  /// What the title line adds in live mode: `, live`, or `, live (reconnecting)` while the
  /// subscription is down.
  var liveTitle: String {
    guard let live else { return "" }
    switch live.state {
    case .refreshFailure, .failure, .retrying: return ", live (reconnecting)"
    case .idle, .initialLoading, .success, .refreshing: return ", live"
    }
  }

  /// The head moved: its new posts go to the top of the whole feed's pages, once those are
  /// loaded (a first page loaded later has them already). A failure keeps the head, and the
  /// posts on screen, as they are.
  func liveMoved(_ state: DataState<[Post], FeedError>) {
    guard case .success(let head) = state, let posts = loader.state.value else { return }
    let known = Set(posts.map(\.id))
    let new = head.filter { !known.contains($0.id) }
    guard !new.isEmpty else { return }
    let previous = liveInsertion
    let cache = cache
    let query = FeedQuery(source: source)
    liveInsertion = Task {
      await previous?.value
      // A change the server made already: nothing to send, so nothing to roll back.
      await cache.update(query) { posts in
        let ids = Set(posts.map(\.id))
        posts.insert(contentsOf: new.filter { !ids.contains($0.id) }, at: 0)
      } mutation: {
      }
    }
  }

  /// The simulated feed publishes a post (script mode's `publish`), and returns once what it
  /// causes has settled, so a transcript is the same on every run: the new post on screen,
  /// or — while failure injection is on — the subscription dropped. A subscription that is
  /// down reconnects first (after its retry delay), unless failures are on. Without `--live`,
  /// or before the head is followed, the post waits on the server for the next refresh.
  func publish() async {
    guard let feed = source as? SimulatedFeed else { return }
    let isFollowing = live?.state.isSuccess ?? false
    feed.publish()
    guard let live, let newest = feed.head.first?.id else { return }
    if failures.isOn {
      // The publication drops the subscription: wait until the loader has seen it.
      guard isFollowing else { return }
      for await state in live.states where !state.isSuccess { break }
      return
    }
    switch live.state {
    case .idle, .failure: return
    case .initialLoading, .refreshing, .retrying, .success, .refreshFailure: break
    }
    for await state in live.states where state.isSuccess && state.value?.first?.id == newest {
      break
    }
    await liveInsertion?.value
  }
}
