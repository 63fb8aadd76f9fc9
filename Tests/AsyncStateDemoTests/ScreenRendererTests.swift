import AsyncState
import AsyncStateDemo
import Testing

/// Presentation → plain lines: what each state of the loader looks like on a small screen.
@Suite struct ScreenRendererTests {
  let renderer = ScreenRenderer(width: 50, height: 9)
  let posts = (1...3).map { Post(id: $0, title: "Post \($0)") }

  func text(
    _ state: PagingState<[Post], FeedError>, banner: String? = nil, showsSpinner: Bool = false,
    selection: Int = 0
  ) -> String {
    let screen = FeedScreen(
      presentation: state.presentation(), banner: banner, showsSpinner: showsSpinner,
      title: "test feed", status: state.description, selection: selection)
    return renderer.plainText(for: screen)
  }

  @Test func contentWithALoadMoreFooter() {
    #expect(
      text(.success(posts), selection: 1) == """
         AsyncState demo · test feed
        ──────────────────────────────────────────────────
           #1    Post 1
         › #2    Post 2
           #3    Post 3
           ↓ more posts: move down to load the next page

         success([3 items]) · failures off · 2/4
         ↑↓ move / filt l like r ref t retry c x d q quit
        """)
  }

  @Test func blockingSpinnerOnlyWhenTheGateShowsIt() {
    #expect(text(.initialLoading, showsSpinner: true).contains("⠋ Loading posts…"))
    #expect(!text(.initialLoading, showsSpinner: false).contains("Loading posts"))
    #expect(text(.idle).contains("Nothing loaded yet: press r to load the feed."))
  }

  @Test func refreshKeepsTheContentWithASmallIndicator() {
    let lines = text(.refreshing(posts)).split(separator: "\n")
    #expect(lines[0].hasSuffix("⠋ refreshing"))
    #expect(lines[2] == " › #1    Post 1")
    #expect(!lines.contains { $0.contains("Loading") })
  }

  @Test func pageFailureShowsARetryRowAndKeepsThePosts() {
    let output = text(.loadMoreFailure(posts, .status(503)), selection: 3)
    #expect(output.contains("#3    Post 3"))
    #expect(output.contains(" › ↻ The server answered 503 Service Unavailable.…"))
  }

  @Test func loadingMoreAndEndFooters() {
    #expect(text(.loadingMore(posts)).contains("   ⠋ Loading the next page…"))
    let beforeTheGateOpens = FeedScreen(
      presentation: PagingState<[Post], FeedError>.loadingMore(posts).presentation(), banner: nil,
      showsSpinner: false, showsFooterSpinner: false, title: "test feed", status: "paging")
    #expect(renderer.plainText(for: beforeTheGateOpens).contains("     Loading the next page…"))
    #expect(!beforeTheGateOpens.isAnimating)
    #expect(text(.endReached(posts)).contains("   — end of the feed: 3 posts —"))
  }

  @Test func bannerTakesARowUnderTheTitle() {
    let lines = text(.refreshFailure(posts, .injected), banner: "Injected failure.")
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 9)
    #expect(lines[2] == " ! Injected failure.  r retries, d dismisses")
    #expect(lines[3] == " › #1    Post 1")
  }

  @Test func firstLoadFailureFillsTheScreen() {
    let output = text(.failure(.timedOut(after: .seconds(2))))
    #expect(output.contains("✗ The feed did not load."))
    #expect(output.contains("The server did not answer within 2s."))
    #expect(output.contains("Press t or enter to retry."))
    #expect(text(.retrying(.injected)).contains("⠋ Retrying…"))
  }

  @Test func everyLineFitsTheWidthAndTheHeightIsExact() {
    let states: [PagingState<[Post], FeedError>] = [
      .idle, .initialLoading, .success(posts), .loadingMore(posts), .failure(.injected),
      .loadMoreFailure(posts, .malformed(field: "items[0].title")), .endReached(posts),
    ]
    for state in states {
      let lines = text(state, banner: String(repeating: "long ", count: 20))
        .split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 9)
      #expect(lines.allSatisfy { $0.count <= 50 })
    }
  }

  @Test func ansiLinesResetTheirStyle() {
    let line = ScreenLine("hello", style: .banner).ansi(width: 8)
    #expect(line == "\u{1B}[1;37;41mhello   \u{1B}[0m")
    #expect(ScreenLine("plain").ansi(width: 8) == "plain")
  }
}
