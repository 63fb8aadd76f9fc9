#if canImport(SwiftUI)
  // SwiftUI adapters (DataStateView, PagingList, banners) arrive with their own issue.
  // Every file in this target stays inside `#if canImport(SwiftUI)`, so on Linux the
  // module builds empty.
  @_exported public import AsyncState
#endif
