#if canImport(UIKit) && !os(watchOS)
  // The UIKit layer: LoadingContainerViewController and PagingListViewController. Every file
  // in this target stays inside `#if canImport(UIKit) && !os(watchOS)` (watchOS has UIKit but
  // no view controllers), so on Linux and watchOS the module builds empty; their decisions live
  // in AsyncState, tested there.
  @_exported public import AsyncState
#endif
