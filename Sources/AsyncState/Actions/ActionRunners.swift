/// One ``ActionRunner`` per key, made on demand: the like button of every post in a list,
/// without a runner per row created by hand.
///
/// ```swift
/// @MainActor
/// final class FeedModel {
///   let cache: LoaderCache
///   let likes: ActionRunners<Post.ID, Void, Void, any Error>
///
///   init(cache: LoaderCache) {
///     self.cache = cache
///     likes = ActionRunners { id in
///       ActionRunner(effects: [.update(PostQuery(id: id), in: cache) { post, _ in
///         post.isLiked = true
///       }]) {
///         try await API.like(id)
///       }
///     }
///   }
/// }
///
/// // In a row:
/// LikeButton(runner: model.likes.runner(for: post.id))
/// ```
///
/// Asking for a key whose runner is alive returns that runner, so a double tap on a row is
/// one request. The collection holds its runners weakly: a runner lives as long as its row,
/// or a task awaiting it, holds it. Once nothing does, it is freed — with its state, and
/// with its action if one still ran (cancelled, its optimistic change rolled back) — and the
/// next ask for its key makes a new, idle one.
@MainActor
public final class ActionRunners<Key: Hashable, Argument: Sendable, Value: Sendable, Failure: Error>
{
  /// A runner the collection does not keep alive.
  private struct WeakRunner {
    weak var runner: ActionRunner<Argument, Value, Failure>?
  }

  private let makeRunner: @MainActor @Sendable (Key) -> ActionRunner<Argument, Value, Failure>
  private var runners: [Key: WeakRunner] = [:]
  /// The count at which the next ask sweeps out the freed runners' keys: twice the count
  /// after the last sweep, so sweeping costs O(1) per ask, amortized.
  private var sweepThreshold = 16

  /// Creates a collection that makes each key's runner with `makeRunner`.
  ///
  /// ```swift
  /// let deletions = ActionRunners { (id: Note.ID) in
  ///   ActionRunner(effects: [.invalidate(NotesQuery(), in: cache)]) {
  ///     try await API.delete(id)
  ///   }
  /// }
  /// ```
  ///
  /// The initializer is `nonisolated`, as the runner's is: it only stores.
  ///
  /// - Parameter makeRunner: Makes the runner of a key, the first time the key is asked for
  ///   or after its runner was freed.
  public nonisolated init(
    _ makeRunner: @escaping @MainActor @Sendable (Key) -> ActionRunner<Argument, Value, Failure>
  ) {
    self.makeRunner = makeRunner
  }

  /// The runner of `key`: the one alive, or a new one.
  ///
  /// ```swift
  /// Button("Like") { Task { await likes.runner(for: post.id).run() } }
  /// ```
  ///
  /// - Parameter key: The key, such as the id of a row.
  /// - Returns: The key's runner. Hold it for as long as its state matters (a row does).
  /// - Complexity: O(1), amortized.
  public func runner(for key: Key) -> ActionRunner<Argument, Value, Failure> {
    if let runner = runners[key]?.runner { return runner }
    let runner = makeRunner(key)
    runners[key] = WeakRunner(runner: runner)
    if runners.count >= sweepThreshold {
      runners = runners.filter { $0.value.runner != nil }
      sweepThreshold = max(16, runners.count * 2)
    }
    return runner
  }
}
