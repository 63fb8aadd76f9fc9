import Foundation

/// This benchmark run again as a child process, for a measurement that needs a heap of its
/// own (``MemoryProbe``) or other allocator settings (``CacheMemoryProbe``).
enum ChildProcess {
  /// Runs this executable with `arguments`, its environment this process's own with
  /// `environment` set over it, and returns what it printed, trimmed.
  ///
  /// - Returns: `nil` if the child could not run, failed, or printed no UTF-8 text.
  static func output(of arguments: [String], environment: [String: String] = [:]) -> String? {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    child.arguments = arguments
    if !environment.isEmpty {
      child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    child.standardOutput = output
    do {
      try child.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
      return nil
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
