/// What an ``ActionRunner`` does when it is asked to run while an action runs.
///
/// ```swift
/// let send = ActionRunner { (draft: Draft) in try await API.send(draft) }      // .dropWhileRunning
/// let search = ActionRunner(policy: .replace) { (text: String) in try await API.suggest(text) }
/// let edits = ActionRunner(policy: .queue) { (edit: Edit) in try await API.apply(edit) }
/// ```
public enum ActionPolicy: Hashable, Sendable {
  /// The new request is dropped and its caller waits for the running action instead: a
  /// double tap sends one request. The default.
  case dropWhileRunning
  /// The running action is cancelled (its result is never shown) and the new one starts.
  case replace
  /// The new request waits its turn: actions run one at a time, in the order they were
  /// asked for.
  case queue
}
