#if canImport(UIKit)
  // UIKit adapters (a controller helper rendering the presentation) arrive with their own
  // issue. Every file in this target stays inside `#if canImport(UIKit)`, so on Linux the
  // module builds empty.
  @_exported public import AsyncState
#endif
