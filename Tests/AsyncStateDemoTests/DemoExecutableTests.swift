import Foundation
import Testing

extension NetworkTests {
  /// The `asyncstate-demo` executable itself: exit codes and what it prints, as a user sees it.
  ///
  /// `swift test` builds every product, so the executable sits next to the test bundle.
  @Suite struct DemoExecutableTests {
    struct Run {
      var status: Int32
      var output: String
      var errors: String
    }

    func run(_ arguments: [String]) throws -> Run {
      let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      let executable = directory.appendingPathComponent("asyncstate-demo")
      try #require(FileManager.default.isExecutableFile(atPath: executable.path))
      let process = Process()
      let output = Pipe()
      let errors = Pipe()
      process.executableURL = executable
      process.arguments = arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      // A hang guard: these runs end in well under a second.
      let hangGuard = process.killIfStillRunning(after: .seconds(60))
      defer { hangGuard.cancel() }
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Run(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test func helpExitsZero() throws {
      let result = try run(["--help"])
      #expect(result.status == 0)
      #expect(result.output.contains("--failure-rate P"))
    }

    @Test(arguments: [
      ["--latency", "fast"], ["--bogus"], ["--script", "load,jump"],
      ["--max-response-size", "lots"], ["--max-response-size", "0KB"],
    ])
    func badInputIsOneLineOnStandardErrorAndExitCode2(arguments: [String]) throws {
      let result = try run(arguments)
      #expect(result.status == 2)
      #expect(result.output.isEmpty)
      #expect(result.errors.hasPrefix("error: "))
      #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func scriptRunsWithoutATerminal() throws {
      let result = try run(["--script", "load,more", "--latency", "0", "--seed", "3"])
      #expect(result.status == 0)
      #expect(result.output.contains("→ loadingMore([20 items])\n→ success([40 items])\n"))
    }

    @Test func interactiveModeWithoutATerminalExplainsAndExits1() throws {
      let result = try run([])
      #expect(result.status == 1)
      #expect(result.errors.contains("needs a terminal"))
    }
  }
}
