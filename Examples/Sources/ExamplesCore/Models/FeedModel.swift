public import AsyncState
import Observation

/// The posts feed of design source 004, the slide deck: a list loaded page by page with the
/// deck's `getPosts(minId:count:)` (a keyset source), whose loaded posts stay on screen while
/// it refreshes, while the next page loads, and when that page fails.
///
/// The switch-style screen reads ``presentation`` and its parts; the UIKit screen gives
/// ``loader`` to a `LoadingContainerViewController`.
@MainActor
@Observable
public final class FeedModel {
  /// How many posts a page holds.
  public static let pageSize = 20

  /// The loader behind the feed.
  public let loader: PagingLoader<Post, any Error>
  /// One banner per failed refresh, never replayed (the deck's `MessageBanner`).
  public let banners: BannerCenter<any Error>

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - api: Where the posts come from.
  ///   - pageSize: How many posts a page holds.
  public init(api: FakeAPI, pageSize: Int = FeedModel.pageSize) {
    loader = PagingLoader(
      pageSize: pageSize,
      fetchFirst: { try await api.posts(after: nil, count: pageSize) },
      fetchMore: { last in try await api.posts(after: last.id, count: pageSize) }
    )
    banners = BannerCenter(observing: loader)
  }

  /// What the screen shows now.
  public var presentation: ScreenPresentation<[Post], any Error> {
    loader.state.presentation()
  }

  /// The row below the posts: a spinner that asks for the next page, a retry row, an end
  /// marker, or none.
  public var footer: ListFooterRow? {
    ListFooterRow(presentation.footer)
  }

  /// What replaces the posts: a failure with "Try Again", or an empty feed.
  public var unavailable: UnavailableContent? {
    presentation.unavailableContent(isEmpty: \.isEmpty)
  }

  /// Performs what a control asks: `.load` when the screen appears, `.refresh` when pulled,
  /// `.loadMore` when the footer appears, `.retry` from a "Try Again" button.
  ///
  /// - Parameter action: What to perform.
  public func perform(_ action: LoaderAction) async {
    await loader.perform(action)
  }
}
