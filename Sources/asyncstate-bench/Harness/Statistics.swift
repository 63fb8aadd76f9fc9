extension Array where Element == Double {
  /// The median; the mean of the two middle values for an even count; 0 when empty.
  var median: Double {
    guard !isEmpty else { return 0 }
    let sorted = self.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The arithmetic mean; 0 when empty.
  var mean: Double {
    isEmpty ? 0 : reduce(0, +) / Double(count)
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

extension Dictionary where Key == String, Value == [Double] {
  /// The median of one subject's samples in an ``AlternatingRounds`` result (0 if none).
  func median(_ subject: String) -> Double {
    self[subject, default: []].median
  }
}
