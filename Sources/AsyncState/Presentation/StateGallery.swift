/// Every state a screen can be in, named, built from one sample value and one sample error: for
/// design reviews and snapshot tests.
///
/// A screen that only ever shows its happy path in previews ships broken empty, failure and
/// retry states. The gallery lists each case of ``DataState`` or ``PagingState`` once, in the
/// order a user meets them, so one preview (or one snapshot test) renders them all:
///
/// | Name | `DataState` | `PagingState` |
/// |---|---|---|
/// | Idle | `idle` | `idle` |
/// | First load | `initialLoading` | `initialLoading` |
/// | Refresh | `refreshing(v)` | `refreshing(v)` |
/// | Retry | `retrying(e)` | `retrying(e)` |
/// | Success | `success(v)` | `success(v)` |
/// | Failure | `failure(e)` | `failure(e)` |
/// | Kept-value failure | `refreshFailure(v, e)` | `refreshFailure(v, e)` |
/// | Loading more | | `loadingMore(v)` |
/// | Page failure | | `loadMoreFailure(v, e)` |
/// | End | | `endReached(v)` |
///
/// ```swift
/// @Test(arguments: StateGallery.pagingStates(value: Post.samples, error: APIError.offline))
/// func feedScreen(entry: StateGallery.Entry<PagingState<[Post], APIError>>) {
///   assertSnapshot(of: FeedScreen(state: entry.state), named: entry.name)
/// }
/// ```
public enum StateGallery {
  /// One named state of a gallery.
  public struct Entry<State>: Identifiable {
    /// The state's name, unique within its gallery: "First load", "Page failure", …
    public let name: String
    /// The state.
    public let state: State

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: The state's name.
    ///   - state: The state.
    public init(name: String, state: State) {
      self.name = name
      self.state = state
    }

    /// The entry's identity: its name.
    public var id: String { name }
  }

  /// Every ``DataState`` case, named, in the order a user meets them.
  ///
  /// - Parameters:
  ///   - value: The value of the states that have one.
  ///   - error: The failure of the states that have one.
  /// - Returns: Seven entries, one per case.
  public static func dataStates<Value, Failure>(
    value: Value,
    error: Failure
  ) -> [Entry<DataState<Value, Failure>>] {
    [
      Entry(name: "Idle", state: .idle),
      Entry(name: "First load", state: .initialLoading),
      Entry(name: "Refresh", state: .refreshing(value)),
      Entry(name: "Retry", state: .retrying(error)),
      Entry(name: "Success", state: .success(value)),
      Entry(name: "Failure", state: .failure(error)),
      Entry(name: "Kept-value failure", state: .refreshFailure(value, error)),
    ]
  }

  /// Every ``PagingState`` case, named, in the order a user meets them.
  ///
  /// - Parameters:
  ///   - value: The loaded pages of the states that have them.
  ///   - error: The failure of the states that have one.
  /// - Returns: Ten entries, one per case.
  public static func pagingStates<Value, Failure>(
    value: Value,
    error: Failure
  ) -> [Entry<PagingState<Value, Failure>>] {
    [
      Entry(name: "Idle", state: .idle),
      Entry(name: "First load", state: .initialLoading),
      Entry(name: "Refresh", state: .refreshing(value)),
      Entry(name: "Retry", state: .retrying(error)),
      Entry(name: "Success", state: .success(value)),
      Entry(name: "Failure", state: .failure(error)),
      Entry(name: "Kept-value failure", state: .refreshFailure(value, error)),
      Entry(name: "Loading more", state: .loadingMore(value)),
      Entry(name: "Page failure", state: .loadMoreFailure(value, error)),
      Entry(name: "End", state: .endReached(value)),
    ]
  }
}

extension StateGallery.Entry: Sendable where State: Sendable {}
extension StateGallery.Entry: Equatable where State: Equatable {}
extension StateGallery.Entry: Hashable where State: Hashable {}
extension StateGallery.Entry: CustomStringConvertible {
  /// The entry's name, so parameterized tests are labelled by state.
  public var description: String { name }
}
