extension DataState {
  /// Every state a screen can be in, named, built from one sample value and one sample error:
  /// for design reviews and snapshot tests.
  ///
  /// A screen that only ever shows its happy path in previews ships broken empty, failure and
  /// retry states. The gallery lists each case once, in the order a user meets them, so one
  /// preview (or one snapshot test) renders them all:
  ///
  /// | Name | Case |
  /// |---|---|
  /// | Idle | `idle` |
  /// | First load | `initialLoading` |
  /// | Refresh | `refreshing(v)` |
  /// | Retry | `retrying(e)` |
  /// | Success | `success(v)` |
  /// | Failure | `failure(e)` |
  /// | Kept-value failure | `refreshFailure(v, e)` |
  ///
  /// Each name is unique within the gallery, so it identifies its state (`id: \.name` in a
  /// `ForEach`). ``PagingState/gallery(value:error:)`` adds the paging states.
  ///
  /// ```swift
  /// @Test(arguments: DataState.gallery(value: "Ada", error: APIError.offline))
  /// func profileScreen(name: String, state: DataState<String, APIError>) {
  ///   assertSnapshot(of: ProfileScreen(state: state), named: name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value of the states that have one.
  ///   - error: The failure of the states that have one.
  /// - Returns: Seven named states, one per case.
  public static func gallery(value: Value, error: Failure) -> [(name: String, state: Self)] {
    [
      ("Idle", .idle),
      ("First load", .initialLoading),
      ("Refresh", .refreshing(value)),
      ("Retry", .retrying(error)),
      ("Success", .success(value)),
      ("Failure", .failure(error)),
      ("Kept-value failure", .refreshFailure(value, error)),
    ]
  }
}
