// Its `load()`, `refresh()`, `retry()`, `loadMore()` and `presentation(policy:)` are the
// requirements, declared with the loader.
extension PagingLoader: LoadingSource {}
