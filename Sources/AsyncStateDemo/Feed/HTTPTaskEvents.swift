import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the HTTP feed's session delegate hands a task's events to: a page's
/// ``HTTPTransfer``, or the ``HTTPEventStream`` of `--live`. Called on the delegate queue.
protocol HTTPTaskEvents: AnyObject, Sendable {
  /// The answer's status and headers arrived; `false` cancels the task.
  func receive(_ response: URLResponse) -> Bool
  /// A piece of the body arrived.
  func receive(_ data: Data)
  /// The server redirects to `request`: returns the request to send instead (`request`
  /// itself, or one the transfer rewrites), or `nil` to refuse.
  func redirect(to request: URLRequest) -> URLRequest?
  /// The task ended, with the error that ended it, if any.
  func complete(with error: (any Error)?)
}

extension HTTPTransfer: HTTPTaskEvents {}
