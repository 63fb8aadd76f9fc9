import Foundation

/// The machine and build a run was made on.
struct Machine: Codable, Equatable {
  /// The kernel's version line, or the operating system's version string.
  let kernel: String
  /// The processor's model name.
  let cpu: String
  /// The processor cores the process may use.
  let cores: Int
  /// The physical memory.
  let memoryBytes: UInt64
  /// The compiler the benchmark was built with.
  let compiler: String
  /// `debug` or `release`.
  let build: String
  /// What waking a sleeping thread costs here: measured when the run starts, and again when
  /// its workloads are done (``Benchmark`` adds that one). It can change within a run.
  var wakes: [ThreadWakeProbe]

  /// The current machine, read from `/proc` where it exists.
  static func current() -> Machine {
    let info = ProcessInfo.processInfo
    let version = (try? String(contentsOfFile: "/proc/version", encoding: .utf8))
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return Machine(
      kernel: version ?? info.operatingSystemVersionString,
      cpu: model ?? "unknown",
      cores: info.activeProcessorCount,
      memoryBytes: info.physicalMemory,
      compiler: compilerVersion,
      build: isDebugBuild ? "debug" : "release",
      wakes: [ThreadWakeProbe.measure()])
  }

  /// Whether this executable was built without optimization.
  static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  private static var compilerVersion: String {
    #if compiler(>=6.4)
      "Swift compiler 6.4 or later"
    #elseif compiler(>=6.3)
      "Swift compiler 6.3"
    #elseif compiler(>=6.2)
      "Swift compiler 6.2"
    #else
      "Swift compiler before 6.2"
    #endif
  }
}
