/// The floor: appending each page to a plain array, with no state, no observation and no
/// `await`.
@MainActor
final class ArrayAppendBaseline {
  private(set) var items: [Post] = []

  func append(_ page: [Post]) {
    items.append(contentsOf: page)
  }
}
