import Foundation
import Testing

extension NetworkTests {
  /// `Scripts/feed-server.py`'s own errors: one line on standard error and a non-zero exit,
  /// never a traceback.
  @Suite struct FeedServerScriptTests {
    struct Run {
      var status: Int32
      var errors: String
    }

    func runServer(_ arguments: [String]) throws -> Run {
      let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let process = Process()
      let errors = Pipe()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["python3", root.appendingPathComponent("Scripts/feed-server.py").path] + arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errors
      try process.run()
      // A hang guard: these runs end in well under a second.
      let hangGuard = process.killIfStillRunning(after: .seconds(60))
      defer { hangGuard.cancel() }
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Run(status: process.terminationStatus, errors: String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [["--fault", "bogus"], ["--fault", "status:abc"], ["--port", "70000"]])
    func badArgumentIsOneLineAndExitCode2(arguments: [String]) throws {
      let run = try runServer(arguments)
      #expect(run.status == 2)
      #expect(run.errors.hasPrefix("feed-server: "))
      #expect(run.errors.filter { $0 == "\n" }.count == 1)
      #expect(!run.errors.contains("Traceback"))
    }

    @Test func portInUseIsOneLineAndExitCode1() throws {
      let server = try FeedServer()
      defer { server.stop() }
      let run = try runServer(["--port", String(server.port)])
      #expect(run.status == 1)
      #expect(
        run.errors
          == "feed-server: port \(server.port) is in use (try another --port, or --port 0 "
          + "for a free one)\n")
    }
  }
}
