/// The fetches of the pages around one kept page, so that a `maxPages` window can drop pages
/// at one end and load them again later from the page that is then at that end.
///
/// A paging loader keeps them only with `maxPages`, one per kept page (at most `maxPages`):
/// without a window no page is dropped, and each link holds a fetch closure and a cursor,
/// about 130 bytes, which for a list of 1,000,000 items in pages of 50 would add 2.6 MB.
struct PageLinks<Item: Sendable, Failure: Error> {
  /// The page before this one; `nil` at the start of the list.
  var previous: NextPage<Item, Failure>?
  /// The page after this one; `nil` at the end of the list.
  var next: NextPage<Item, Failure>?
}
