import Observation

/// The view model a developer writes by hand to follow a live source: a `for await` loop on
/// the main actor that stores each element.
@MainActor
@Observable
final class StreamViewModel {
  private(set) var value: Int?

  /// Follows `stream` until it delivers `last`.
  func follow(_ stream: AsyncStream<Int>, until last: Int) async {
    for await element in stream {
      value = element
      if element == last { return }
    }
  }
}
