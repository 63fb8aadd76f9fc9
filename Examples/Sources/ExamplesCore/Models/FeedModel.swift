public import AsyncState
import Observation

/// The posts feed of design source 004, the slide deck: a list loaded page by page with the
/// deck's `getPosts(minId:count:)` (a keyset source), whose loaded posts stay on screen while
/// it refreshes, while the next page loads, and when that page fails.
///
/// The switch style hands ``loader``'s state to a `PagingList` and calls the loader's methods; the
/// fetch style hands it the loader; the UIKit screen hands the loader to a
/// `LoadingContainerViewController`. ``presentation`` and its parts are what they all show.
@MainActor
@Observable
public final class FeedModel {
  /// The loader behind the feed.
  public let loader: PagingLoader<Post, any Error>
  /// One banner per failed refresh, never replayed (the deck's `MessageBanner`).
  public let banners: BannerCenter<any Error>

  /// Creates the model.
  ///
  /// - Parameter source: The feed's fetches.
  public init(source: FeedSource) {
    loader = PagingLoader(
      pageSize: source.pageSize,
      fetchFirst: { try await source.firstPage() },
      fetchMore: { last in try await source.page(after: last) }
    )
    banners = BannerCenter(observing: loader)
  }

  /// Creates the model over an API, with pages of ``FeedSource/pageSize`` posts.
  ///
  /// - Parameter api: Where the posts come from.
  public convenience init(api: FakeAPI) {
    self.init(source: FeedSource(api: api))
  }

  /// What the screen shows now.
  public var presentation: ScreenPresentation<[Post], any Error> {
    loader.state.presentation()
  }

  /// What goes below the posts: a row that asks for the next page, a spinner, a retry row, an
  /// end marker, or nothing.
  public var footer: ScreenPresentation<[Post], any Error>.Footer {
    presentation.footer
  }

  /// What replaces the posts: a failure with "Try Again", or an empty feed.
  public var unavailable: UnavailableContent? {
    presentation.unavailableContent(isEmpty: \.isEmpty)
  }
}
