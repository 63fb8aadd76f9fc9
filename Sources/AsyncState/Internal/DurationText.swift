/// Compact, readable durations for messages: `300ms`, `1.5s`, `2s`.
enum DurationText {
  static func short(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    if milliseconds < 1_000 { return "\(milliseconds)ms" }
    if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
    let tenths = (milliseconds + 50) / 100
    return "\(tenths / 10).\(tenths % 10)s"
  }
}
