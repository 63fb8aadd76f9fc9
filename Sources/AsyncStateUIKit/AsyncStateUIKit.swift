#if canImport(UIKit)
  // The UIKit layer: LoadingContainerViewController, PagingListViewController and
  // LoadingStateViewController. Every file in this target stays inside `#if canImport(UIKit)`,
  // so on Linux the module builds empty; their decisions live in AsyncState, tested there.
  @_exported public import AsyncState
#endif
