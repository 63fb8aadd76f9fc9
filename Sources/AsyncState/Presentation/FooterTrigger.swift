/// When a list's footer asks for the next page: once per page, when the footer is in view.
///
/// A footer that loads the next page "when it appears" is easy to get wrong in UIKit: a
/// collection view reports a cell each time it is displayed, so a footer that scrolls in and
/// out asks again and again; and a footer that *stays* in view after a short page arrives is
/// never displayed again, so the list stalls. `FooterTrigger` gets both right. Its owner
/// reports when the footer cell is displayed and ends displaying, and each new presentation's
/// footer, and performs ``LoaderAction/loadMore`` when a call returns ``Command/loadMore``:
///
/// - The trigger arms when the footer becomes ``ScreenPresentation/Footer/loadMoreTrigger``
///   (a page loaded, with more to come), and disarms when it fires or the footer changes.
/// - It fires when it is armed and the footer is in view — on ``footerAppeared()``, or at once
///   on ``update(_:)`` if the footer is already in view (a short page that did not fill the
///   screen). So each page is asked for once, and a list that does not fill the screen keeps
///   loading until it does or ends.
/// - A failed page's footer is a retry row (``ScreenPresentation/Footer/retry(_:)``): it never
///   arms, so a failed page is not retried in a loop; only its button retries.
///
/// | Event | While | Then | Command |
/// |---|---|---|---|
/// | ``update(_:)`` with `.loadMoreTrigger` | the footer was not a trigger | armed | ``Command/loadMore`` if in view (then disarmed) |
/// | ``update(_:)`` with `.loadMoreTrigger` | the footer was a trigger | unchanged | — |
/// | ``update(_:)`` with another footer | | disarmed | — |
/// | ``footerAppeared()`` | armed | in view, disarmed | ``Command/loadMore`` |
/// | ``footerAppeared()`` | not armed | in view | — |
/// | ``footerDisappeared()`` | | out of view | — |
///
/// Report ``update(_:)`` once the snapshot that shows the footer is applied (in the data
/// source's completion), so the footer's visibility is settled.
public struct FooterTrigger: Sendable, Hashable {
  /// What the owner does.
  public enum Command: Sendable, Hashable {
    /// Ask the loader for the next page (``LoaderAction/loadMore``).
    case loadMore
  }

  /// Whether the footer cell is in view.
  public private(set) var isFooterVisible = false
  /// Whether the trigger fires when the footer is in view.
  public private(set) var isArmed = false
  /// Whether the last footer reported was a load-more trigger.
  private var offersLoadMore = false

  /// Creates a trigger for a list with no footer in view.
  public init() {}

  /// Reports the footer of a new presentation.
  ///
  /// Safe to call with the same footer again: only a footer that *becomes* a trigger arms.
  ///
  /// - Parameter footer: The presentation's footer.
  /// - Returns: ``Command/loadMore`` if the footer became a trigger while in view.
  public mutating func update<Value, Failure>(
    _ footer: ScreenPresentation<Value, Failure>.Footer
  ) -> Command? {
    guard footer.isLoadMoreTrigger else {
      offersLoadMore = false
      isArmed = false
      return nil
    }
    guard !offersLoadMore else { return nil }
    offersLoadMore = true
    isArmed = true
    return fireIfVisible()
  }

  /// Reports that the footer cell is about to be displayed.
  ///
  /// - Returns: ``Command/loadMore`` if the trigger is armed.
  public mutating func footerAppeared() -> Command? {
    isFooterVisible = true
    return fireIfVisible()
  }

  /// Reports that the footer cell is no longer displayed.
  public mutating func footerDisappeared() {
    isFooterVisible = false
  }

  private mutating func fireIfVisible() -> Command? {
    guard isArmed, isFooterVisible else { return nil }
    isArmed = false
    return .loadMore
  }
}
