extension PagingState {
  /// Every state a paged screen can be in, named, built from one sample value and one sample
  /// error: for design reviews and snapshot tests.
  ///
  /// The gallery lists each case once, in the order a user meets them, so one preview (or
  /// one snapshot test) renders them all — the seven of
  /// ``DataState/gallery(value:error:)``, then the paging ones:
  ///
  /// | Name | Case |
  /// |---|---|
  /// | the seven of ``DataState/gallery(value:error:)`` | the cases of the same names |
  /// | Loading more | `loadingMore(v)` |
  /// | Page failure | `loadMoreFailure(v, e)` |
  /// | End | `endReached(v)` |
  ///
  /// Each name is unique within the gallery, so it identifies its state (`id: \.name` in a
  /// `ForEach`).
  ///
  /// ```swift
  /// @Test(arguments: PagingState.gallery(value: Post.samples, error: APIError.offline))
  /// func feedScreen(name: String, state: PagingState<[Post], APIError>) {
  ///   assertSnapshot(of: FeedScreen(state: state), named: name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The loaded pages of the states that have them.
  ///   - error: The failure of the states that have one.
  /// - Returns: Ten named states, one per case.
  public static func gallery(value: Value, error: Failure) -> [(name: String, state: Self)] {
    DataState.gallery(value: value, error: error).map { ($0.name, Self(galleryRow: $0.state)) }
      + [
        ("Loading more", .loadingMore(value)),
        ("Page failure", .loadMoreFailure(value, error)),
        ("End", .endReached(value)),
      ]
  }

  /// The paging case of the same name as a `DataState` case.
  private init(galleryRow state: DataState<Value, Failure>) {
    self =
      switch state {
      case .idle: .idle
      case .initialLoading: .initialLoading
      case .refreshing(let value): .refreshing(value)
      case .retrying(let failure): .retrying(failure)
      case .success(let value): .success(value)
      case .failure(let failure): .failure(failure)
      case .refreshFailure(let value, let failure): .refreshFailure(value, failure)
      }
  }
}
