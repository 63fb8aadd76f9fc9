/// Short, readable summaries of state payloads for `description`.
enum StateDescription {
  /// `[3 items]` for a collection (`[1 item]`, `[0 items]`), the plain description otherwise.
  ///
  /// Text is not summarised as a collection: a `String` payload prints as itself, not as
  /// `[3 items]` of characters.
  static func summary(of value: some Any) -> String {
    if !(value is any StringProtocol), let collection = value as? any Collection {
      let count = collection.count
      return "[\(count) \(count == 1 ? "item" : "items")]"
    }
    return String(describing: value)
  }
}
