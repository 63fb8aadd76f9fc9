#if canImport(SwiftUI)
  public import SwiftUI

  /// The scroll container a `PagingList` puts its rows and footer in.
  ///
  /// The rows, the footer, the trigger and pull-to-refresh behave the same in both; choose by
  /// look. Set it with ``SwiftUI/View/pagingListLayout(_:)``.
  public nonisolated enum PagingListLayout: Sendable, Hashable {
    /// A `List` (the default).
    case list
    /// A `LazyVStack` in a vertical `ScrollView`, with the given spacing between rows (`nil`
    /// for the system's).
    case lazyVStack(spacing: CGFloat?)
  }

  extension View {
    /// Sets the scroll container of the `PagingList`s in this hierarchy.
    ///
    /// ```swift
    /// PagingList(loader: feed) { post in PostCard(post) }
    ///   .pagingListLayout(.lazyVStack(spacing: 12))
    /// ```
    ///
    /// - Parameter layout: The container to use.
    /// - Returns: A view whose paged lists use `layout`.
    public nonisolated func pagingListLayout(_ layout: PagingListLayout) -> some View {
      environment(\.pagingListLayout, layout)
    }
  }

  private nonisolated struct PagingListLayoutKey: EnvironmentKey {
    static var defaultValue: PagingListLayout { .list }
  }

  extension EnvironmentValues {
    /// The scroll container of paged lists.
    nonisolated var pagingListLayout: PagingListLayout {
      get { self[PagingListLayoutKey.self] }
      set { self[PagingListLayoutKey.self] = newValue }
    }
  }
#endif
