#if canImport(SwiftUI)
  public import AsyncState
  public import SwiftUI

  extension View {
    /// Shows the banners a `BannerCenter` announces above this view: each one once, until
    /// it is dismissed, and announced to VoiceOver when it appears.
    ///
    /// A failed refresh keeps the content on screen; the banner is how the user learns the
    /// content is stale. The center raises one banner per failed load and never replays one;
    /// this modifier draws `BannerCenter/current` with the style's banner
    /// (``DataStateStyle/makeBanner(title:failure:dismiss:)``) at the top of the view, with a button
    /// that dismisses it, and posts an accessibility announcement once per banner
    /// (`BannerAnnouncer`). A view that appears again draws the banner still current and
    /// does not announce it again.
    ///
    /// Keep the center next to its loader, so that it outlives the view:
    ///
    /// ```swift
    /// @MainActor @Observable final class FeedModel {
    ///   let feed = PagingLoader { (cursor: String?) in try await API.posts(after: cursor) }
    ///   let banners: BannerCenter<any Error>
    ///
    ///   init() {
    ///     banners = BannerCenter(observing: feed)
    ///   }
    /// }
    ///
    /// struct FeedScreen: View {
    ///   @State private var model = FeedModel()
    ///
    ///   var body: some View {
    ///     PagingList(loader: model.feed) { PostRow($0) }
    ///       .errorBanner(model.banners)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter center: The center to show the banners of; `nil` shows none.
    /// - Returns: A view that shows the center's banners above its content.
    public nonisolated func errorBanner<Failure>(_ center: BannerCenter<Failure>?) -> some View {
      modifier(ErrorBannerModifier(center: center))
    }
  }

  /// Draws a center's current banner and announces each new one.
  private nonisolated struct ErrorBannerModifier<Failure: Error>: ViewModifier {
    let center: BannerCenter<Failure>?
    @State private var announcer = BannerAnnouncer()

    @MainActor func body(content: Content) -> some View {
      let banner = center?.current
      content
        .safeAreaInset(edge: .top, spacing: 0) {
          if let banner, let center {
            StyledPart.banner(banner, dismiss: { center.dismiss(banner) })
              .transition(.move(edge: .top).combined(with: .opacity))
          }
        }
        .animation(.default, value: banner?.id)
        .onChange(of: banner?.id, initial: true) {
          if let text = announcer.announcement(for: banner) {
            AccessibilityNotification.Announcement(text).post()
          }
        }
    }
  }
#endif
