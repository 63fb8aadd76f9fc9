/// The app's models, made once: one fake API and the models the screens share.
///
/// Design source 002 keeps its model in the parent (``about``) so the About screen loads once;
/// the image screen of 001 makes its own model, as the article's view does. Each style of the
/// feed (004) has its own loader, so the tabs load independently.
@MainActor
public final class ExamplesModel {
  /// The fake API every screen uses.
  public let api: FakeAPI
  /// The settings screen's model.
  public let settings: SettingsModel
  /// The user list (000).
  public let users: UserListModel
  /// The About screen, held by its parent (002).
  public let about: AboutModel
  /// The account screen (003).
  public let account: AccountModel
  /// The feed's fetches (004), which every style loads through.
  public let feedSource: FeedSource
  /// The posts feed (004) in the switch style: the screen performs the loads.
  public let feed: FeedModel
  /// The posts feed (004) in the fetch style: the list performs the loads of a loader.
  public let storeFeed: FeedModel
  /// The posts feed (004) in UIKit.
  public let uikitFeed: FeedModel
  /// The search over the posts, following the search field.
  public let search: SearchModel
  /// The posts' like buttons.
  public let likes: LikesModel
  /// The compose screen.
  public let compose: ComposeModel

  /// Creates the models over one API.
  ///
  /// - Parameter settings: How the API behaves at first.
  public init(settings: APISettings = APISettings()) {
    let api = FakeAPI(settings: settings)
    self.api = api
    self.settings = SettingsModel(api: api)
    users = UserListModel(api: api)
    about = AboutModel(api: api)
    account = AccountModel(api: api)
    feedSource = FeedSource(api: api)
    feed = FeedModel(source: feedSource)
    storeFeed = FeedModel(source: feedSource)
    uikitFeed = FeedModel(source: feedSource)
    search = SearchModel(api: api)
    likes = LikesModel(api: api)
    compose = ComposeModel(api: api)
  }
}
