import Foundation

/// The machine-readable result printed by `--json`.
struct JSONReport: Codable {
  var machine: Machine
  var mode: String
  var results: [BenchResult]
  var notes: [String]

  @MainActor
  init(machine: Machine, report: Report) {
    self.machine = machine
    self.mode = report.scale.isFull ? "full" : "quick"
    self.results = report.results
    self.notes = report.notes
  }

  /// The report as pretty-printed JSON with sorted keys.
  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
