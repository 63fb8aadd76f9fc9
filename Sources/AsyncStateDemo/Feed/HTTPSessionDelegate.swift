import AsyncState
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP feed's URLSession delegate: hands each task's events to its ``HTTPTransfer``
/// (or, for `--live`, its ``HTTPEventStream``).
///
/// The session calls it on its delegate queue, a background queue. What the session still
/// delivers for a transfer that has settled (queued pieces of a body past the limit) is
/// dropped at once by the transfer; a task leaves the table when it completes.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  // The transfers by task identifier, under the lock (AsyncState's `Locked`, an `NSLock`).
  private let transfers = Locked<[Int: any HTTPTaskEvents]>([:])

  /// Sends the events of `task` to `transfer` until it completes.
  func register(_ transfer: any HTTPTaskEvents, for task: URLSessionTask) {
    transfers.withLock { $0[task.taskIdentifier] = transfer }
  }

  private func transfer(of task: URLSessionTask) -> (any HTTPTaskEvents)? {
    transfers.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let proceeds = transfer(of: dataTask)?.receive(response) ?? false
    completionHandler(proceeds ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(of: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(transfer(of: task)?.redirect(to: request))
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.complete(with: error)
  }
}
