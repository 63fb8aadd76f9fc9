/// Decides what assistive technologies announce for error banners: each banner once, when it
/// first shows.
///
/// A banner appears without moving focus, so a VoiceOver user hears nothing unless the app
/// posts an announcement. Report the `BannerCenter/current` banner each time it changes (and
/// once when the banner's view appears); the announcer returns the text to announce for a
/// banner it has not announced yet, and `nil` otherwise — for the same banner seen again, for
/// an older one, and for no banner.
///
/// | Reported | Announces |
/// |---|---|
/// | a banner newer than every one announced | its `Banner/title` and `Banner/message` |
/// | a banner already announced, or older | nothing |
/// | `nil` (dismissed) | nothing |
///
/// Banner ids grow with time within a `BannerCenter`, so "newer" is "greater id".
///
/// ```swift
/// @State private var announcer = BannerAnnouncer()
///
/// .onChange(of: center.current?.id, initial: true) {
///   if let text = announcer.announcement(for: center.current) {
///     AccessibilityNotification.Announcement(text).post()
///   }
/// }
/// ```
package struct BannerAnnouncer: Sendable, Hashable {
  /// The id of the newest banner announced, or `nil` before the first.
  package private(set) var lastAnnouncedID: Int?

  /// Creates an announcer that has announced nothing.
  package init() {}

  /// Reports the banner on screen.
  ///
  /// - Parameter banner: The current banner, or `nil` when none shows.
  /// - Returns: The text to announce now, or `nil` to announce nothing.
  package mutating func announcement<Failure>(for banner: Banner<Failure>?) -> String? {
    guard let banner else { return nil }
    if let lastAnnouncedID, banner.id <= lastAnnouncedID { return nil }
    lastAnnouncedID = banner.id
    return Self.text(for: banner)
  }

  /// What is announced for `banner`: its title, then its message.
  ///
  /// - Parameter banner: The banner to describe.
  /// - Returns: `"<title>. <message>"`.
  package static func text<Failure>(for banner: Banner<Failure>) -> String {
    "\(banner.title). \(banner.message)"
  }
}
