import Foundation

/// Runs the selected workloads and prints the result.
@MainActor
struct Benchmark {
  var options: Options

  /// The names of every workload, in the order they run (for `--help`).
  static var workloadNames: [String] {
    Benchmark(options: Options()).workloads.map(\.name)
  }

  /// Every workload, in the order they run. Memory runs last: it changes glibc's
  /// allocation settings for the rest of the process.
  private var workloads: [any Workload] {
    [
      TransitionsWorkload(),
      LoadRoundTripWorkload(),
      OperationCostsWorkload(),
      PagingWorkload(),
      WorstPageWorkload(),
      TwoWayPagingWorkload(),
      InvalidationsWorkload(),
      DedupWorkload(),
      ActionsWorkload(),
      LiveStreamWorkload(),
      LifetimeWorkload(),
      TimeoutsWorkload(),
      TypingWorkload(),
      CacheLookupWorkload(),
      CacheScreensWorkload(),
      CacheFirstFrameWorkload(),
      CacheMemoryWorkload(),
      InspectorWorkload(),
      PersistenceWorkload(),
      MemoryWorkload(),
    ]
  }

  /// Runs and prints; returns the exit status: 1 if an exact-count target was missed (a
  /// correctness failure), 0 otherwise. Missed time and memory targets are reported as MISS
  /// in the output but do not fail the run.
  func run() async throws -> Int32 {
    makeSinkOpaque(arguments: CommandLine.arguments)
    let report = Report(scale: options.quick ? .quick : .full)
    var machine = Machine.current()
    let selected = workloads.filter { workload in
      options.filter.map { workload.name.contains($0) } ?? true
    }
    guard !selected.isEmpty else {
      throw OptionsError.noWorkloadMatches(options.filter ?? "")
    }
    for workload in selected {
      progress("running \(workload.name)…")
      let start = ContinuousClock.now
      await workload.run(into: report)
      let elapsed = Quantity.nanoseconds(start.duration(to: .now).nanoseconds)
      progress("  \(workload.name) took \(elapsed.formatted)")
    }
    machine.wakes.append(ThreadWakeProbe.measure())
    if options.json {
      print(try JSONReport(machine: machine, report: report).encoded())
    } else {
      print(TablePrinter(machine: machine, report: report).render(), terminator: "")
    }
    if let path = options.plotPath {
      if let plot = report.pagingPlot {
        try plot.write(to: path)
        progress("wrote \(path)")
      } else {
        progress("no plot: the paging workload did not run")
      }
    }
    return report.missedExactTarget ? 1 : 0
  }

  private func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
