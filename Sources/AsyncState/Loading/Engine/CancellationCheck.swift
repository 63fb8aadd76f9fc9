import Foundation

/// Whether an error reports a cancellation rather than a failure.
///
/// Cancellation is a request, not an outcome: `CancellationError` and
/// `URLError(.cancelled)` never become a failure state.
enum CancellationCheck {
  static func isCancellation(_ error: some Error) -> Bool {
    let error = error as any Error
    if error is CancellationError { return true }
    if let urlError = error as? URLError, urlError.code == .cancelled { return true }
    return false
  }
}
