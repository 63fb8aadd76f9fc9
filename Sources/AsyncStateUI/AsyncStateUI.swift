#if canImport(SwiftUI)
  // The SwiftUI layer: DataStateView, PagingList, the styles, banners and foreground
  // revalidation. Every decision these views make is a tested value of AsyncState's
  // presentation model; the views only draw it. Every file in this target stays inside
  // `#if canImport(SwiftUI)`, so on Linux the module builds empty.
  @_exported public import AsyncState
#endif
