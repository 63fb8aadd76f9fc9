import Dispatch
import Foundation

/// The places of an ``HTTPTransfer`` that the tests take over, to check with gates rather
/// than with timings that the main actor is never held up: where a body is decoded, the
/// queue on which URLSession tasks are started and cancelled, and the session's delegate
/// queue.
///
/// The demo uses ``standard``: ``FeedBody/page(from:)``, and a serial queue per transfer.
struct HTTPTransferHooks: Sendable {
  /// Reads a body into a page; runs on ``HTTPTransfer/decoding``.
  var decode: @Sendable (Data) -> HTTPTransfer.Outcome
  /// The queue that starts and cancels the URLSession tasks; `nil` for a new serial queue per
  /// transfer. A test that blocks it stands for a URLSession busy for seconds.
  var control: DispatchQueue?
  /// The queue the feed's session calls its delegate on; `nil` for a new serial queue. A
  /// test that suspends it holds back everything URLSession reports.
  var delegateQueue: OperationQueue? = nil

  /// What the demo uses.
  static let standard = HTTPTransferHooks(decode: FeedBody.page(from:), control: nil)
}
