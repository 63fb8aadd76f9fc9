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
    // DataState's seven rows again, as cases of this enum: alike only in shape.
    [
      ("Idle", .idle),
      ("First load", .initialLoading),
      ("Refresh", .refreshing(value)),
      ("Retry", .retrying(error)),
      ("Success", .success(value)),
      ("Failure", .failure(error)),
      ("Kept-value failure", .refreshFailure(value, error)),
      ("Loading more", .loadingMore(value)),
      ("Page failure", .loadMoreFailure(value, error)),
      ("End", .endReached(value)),
    ]
  }
}
