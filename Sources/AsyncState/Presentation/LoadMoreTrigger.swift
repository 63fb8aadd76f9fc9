/// Decides when a paged list's footer row requests the next page: once per page, while the
/// row is on screen.
///
/// A list requests the next page when its footer row comes into view. Done naively — a
/// request on every appearance, or on every render — the row requests the same page twice
/// (it is still on screen when the page starts loading) or never requests the next one (it
/// is still on screen when the page arrives, so it does not appear again). The trigger
/// tracks the row's visibility and the number of items it last requested after:
///
/// | Event | Condition | Fires | Afterwards |
/// |---|---|---|---|
/// | `rowAppeared(footer:itemCount:)` | footer is the trigger | yes | visible, requested at the count |
/// | `rowAppeared(footer:itemCount:)` | footer is not the trigger | no | visible, requested at the count |
/// | `footerChanged(to:itemCount:)` | visible, trigger, count not requested yet | yes | requested at the count |
/// | `footerChanged(to:itemCount:)` | otherwise | no | unchanged |
/// | `rowDisappeared()` | | no | hidden, nothing requested |
///
/// So a row that stays on screen while a page loads requests the page after it as soon as
/// it arrives (a new count), exactly once; a page load that was cancelled, which brings the
/// trigger back with the same count, requests nothing until the row appears again; and a row
/// whose appearance coincides with a page load (the row keeps its identity through
/// `ScreenPresentation/Footer/loadingMore`, see `FooterRow`) requests nothing more.
///
/// Appearing never retries a failed page: after a failure the footer is a retry row, not the
/// trigger.
///
/// ```swift
/// @State private var trigger = LoadMoreTrigger()
///
/// ProgressView()
///   .onAppear {
///     if trigger.rowAppeared(footer: presentation.footer, itemCount: items.count) { loadMore() }
///   }
///   .onDisappear { trigger.rowDisappeared() }
/// ```
package struct LoadMoreTrigger: Sendable, Hashable {
  /// Whether the footer row is on screen.
  package private(set) var isRowVisible = false
  /// The item count the row last requested the next page at, during this appearance.
  package private(set) var requestedItemCount: Int?

  /// Creates a trigger for a row that is not on screen.
  package init() {}

  /// Reports that the footer's spinner row came on screen.
  ///
  /// - Parameters:
  ///   - footer: The footer now.
  ///   - itemCount: How many items the list shows now.
  /// - Returns: Whether to request the next page now.
  package mutating func rowAppeared<Value, Failure>(
    footer: ScreenPresentation<Value, Failure>.Footer,
    itemCount: Int
  ) -> Bool {
    isRowVisible = true
    requestedItemCount = itemCount
    return footer.isLoadMoreTrigger
  }

  /// Reports that the footer's spinner row left the screen.
  package mutating func rowDisappeared() {
    isRowVisible = false
    requestedItemCount = nil
  }

  /// Reports a new footer or item count.
  ///
  /// - Parameters:
  ///   - footer: The footer now.
  ///   - itemCount: How many items the list shows now.
  /// - Returns: Whether to request the next page now: the row is on screen, the footer is the
  ///   trigger, and no page was requested at this count during this appearance.
  package mutating func footerChanged<Value, Failure>(
    to footer: ScreenPresentation<Value, Failure>.Footer,
    itemCount: Int
  ) -> Bool {
    guard isRowVisible, footer.isLoadMoreTrigger, requestedItemCount != itemCount else {
      return false
    }
    requestedItemCount = itemCount
    return true
  }
}
