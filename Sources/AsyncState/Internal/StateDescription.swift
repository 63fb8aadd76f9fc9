/// Short, readable summaries of state payloads for `description`.
enum StateDescription {
  /// `[3 items]` for a collection (`[1 item]`, `[0 items]`), the plain description otherwise.
  static func summary(of value: some Any) -> String {
    if let collection = value as? any Collection {
      let count = collection.count
      return "[\(count) \(count == 1 ? "item" : "items")]"
    }
    return String(describing: value)
  }
}
