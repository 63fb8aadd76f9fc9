#if canImport(SwiftUI)
  public import SwiftUI

  /// The scroll container a `PagingList` puts its rows and footer in.
  ///
  /// The rows, the footer, the trigger and pull-to-refresh behave the same in both; an app
  /// chooses by look, with ``SwiftUI/View/pagingListLazyVStack(_:spacing:)``.
  nonisolated enum PagingListLayout: Sendable, Hashable {
    /// A `List` (the default).
    case list
    /// A `LazyVStack` in a vertical `ScrollView`, with the given spacing between rows (`nil`
    /// for the system's).
    case lazyVStack(spacing: CGFloat?)
  }

  extension View {
    /// Puts the rows of the `PagingList`s in this hierarchy in a `LazyVStack` inside a vertical
    /// `ScrollView`, instead of a `List`.
    ///
    /// ```swift
    /// PagingList(loader: feed) { post in PostCard(post) }
    ///   .pagingListLazyVStack(spacing: 12)
    /// ```
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the lists use a `LazyVStack`; `false` gives them a `List` again,
    ///     inside a hierarchy that set a `LazyVStack`.
    ///   - spacing: The spacing between rows; `nil` (the default) for the system's.
    /// - Returns: A view whose paged lists use a `LazyVStack`, or a `List` if `isEnabled` is
    ///   false.
    public nonisolated func pagingListLazyVStack(
      _ isEnabled: Bool = true, spacing: CGFloat? = nil
    ) -> some View {
      transformEnvironment(\.dataStates) {
        $0.layout = isEnabled ? .lazyVStack(spacing: spacing) : .list
      }
    }
  }
#endif
