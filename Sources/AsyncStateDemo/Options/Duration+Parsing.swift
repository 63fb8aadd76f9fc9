extension Duration {
  /// Reads a duration written like `300ms`, `1.5s`, `2s`, `250us` or a bare `0`.
  ///
  /// Returns `nil` for anything else, a negative number included.
  init?(parsing text: String) {
    let units: [(suffix: String, perSecond: Double)] = [
      ("ms", 1_000), ("us", 1_000_000), ("µs", 1_000_000), ("s", 1),
    ]
    if text == "0" {
      self = .zero
      return
    }
    for unit in units where text.hasSuffix(unit.suffix) {
      let number = text.dropLast(unit.suffix.count)
      guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }),
        let amount = Double(number), amount.isFinite, amount >= 0, amount < 86_400 * unit.perSecond
      else { return nil }
      self = .nanoseconds(Int64((amount / unit.perSecond * 1e9).rounded()))
      return
    }
    return nil
  }

  /// A short form of the duration for messages: `300ms`, `1.5s`, `2s`.
  var shortDescription: String {
    let milliseconds =
      Double(components.seconds) * 1_000
      + Double(components.attoseconds) / 1e15
    if milliseconds < 1_000 {
      return "\(Int(milliseconds.rounded()))ms"
    }
    let seconds = milliseconds / 1_000
    if seconds == seconds.rounded() {
      return "\(Int(seconds))s"
    }
    return "\((seconds * 10).rounded() / 10)s"
  }
}
