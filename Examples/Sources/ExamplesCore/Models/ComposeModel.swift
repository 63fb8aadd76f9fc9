public import AsyncState
import Foundation

/// The compose screen: a send button over an `ActionRunner`.
///
/// The button is enabled as ``canSend(_:)`` says and calls ``send(_:)``; a failure shows once in an
/// alert bound to the runner's `isShowingFailure`, whose "Try Again" retries the same text. The
/// screen keeps the text, and clears it once it is sent.
@MainActor
public final class ComposeModel {
  /// The runner that publishes.
  public let sender: ActionRunner<String, Post, any Error>
  /// Creates the model.
  ///
  /// - Parameters:
  /// - Parameter api: Where posts are published.
  public init(api: FakeAPI) {
    sender = ActionRunner { (text: String) in try await api.publish(text) }
  }

  /// Whether the send button is enabled for `text`: there is something to send and nothing
  /// is sending.
  ///
  /// - Parameter text: What the user wrote.
  /// - Returns: `true` when a tap would send.
  public func canSend(_ text: String) -> Bool {
    !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !sender.state.isRunning
  }

  /// Sends `text`, as the button's tap does.
  ///
  /// - Parameter text: What the user wrote.
  /// - Returns: The post, or `nil` if nothing was sent, sending failed or was cancelled.
  @discardableResult
  public func send(_ text: String) async -> Post? {
    guard canSend(text), case .success(let post) = await sender.run(text) else { return nil }
    return post
  }

  /// The line under the button: the post sent, or nothing.
  public var status: String? {
    guard case .succeeded(let post) = sender.state else { return nil }
    return "Published “\(post.title)” as post #\(post.id)."
  }
}
