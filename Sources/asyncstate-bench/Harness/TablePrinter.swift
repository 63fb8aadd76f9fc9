/// Prints a report as a plain-text table, then the footnotes and the notes.
@MainActor
struct TablePrinter {
  var machine: Machine
  var report: Report

  /// The whole text, ready to print.
  func render() -> String {
    let header = ["Workload", "Measure", "AsyncState", "Baseline", "Value", "Target", "Result"]
    var footnotes: [String] = []
    var rows: [[String]] = []
    for result in report.results {
      var status = result.status.rawValue
      if let note = result.note {
        // Lines with the same note share one footnote.
        if !footnotes.contains(note) { footnotes.append(note) }
        status += " [\((footnotes.firstIndex(of: note) ?? 0) + 1)]"
      }
      rows.append([
        result.workload,
        result.measure,
        result.library?.formatted ?? "",
        result.baseline?.formatted ?? "",
        result.value.formatted,
        result.target?.formatted(unit: result.value.unit) ?? "",
        status,
      ])
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    // Numbers are right-aligned, words left-aligned.
    let rightAligned: Set<Int> = [2, 3, 4]
    func line(_ cells: [String]) -> String {
      cells.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - cells[column].count)
        return rightAligned.contains(column) ? padding + cells[column] : cells[column] + padding
      }
      .joined(separator: "  ")
      .replacing(/\s+$/, with: "")
    }
    var text = "asyncstate-bench — \(machine.build) build, \(machine.cores) cores, "
    text += "\(machine.cpu), \(machine.compiler)\n"
    for (index, wake) in machine.wakes.enumerated() {
      text += (index == 0 ? "at the start, " : "at the end, ") + wake.summary + "\n"
    }
    if Machine.isDebugBuild {
      text += "warning: debug build; times mean nothing: swift run -c release asyncstate-bench\n"
    }
    if !report.scale.isFull {
      text += "--quick: tiny sizes; time and memory targets are not checked (n/a)\n"
    }
    text += "\n" + line(header) + "\n"
    text += line(widths.map { String(repeating: "-", count: $0) }) + "\n"
    for row in rows {
      text += line(row) + "\n"
    }
    if !footnotes.isEmpty {
      text += "\n"
      for (index, note) in footnotes.enumerated() {
        text += "[\(index + 1)] \(note)\n"
      }
    }
    if !report.notes.isEmpty {
      text += "\nHow it was measured:\n"
      for note in report.notes {
        text += "- \(note)\n"
      }
    }
    return text
  }
}
