import Foundation
import Glibc

/// `Scripts/feed-server.py` on a free loopback port, for the length of a test.
///
/// The server's first stdout line names its port; reading it blocks until the server listens,
/// so no test waits on a timer. ``stop()`` (or the end of the test process, through the
/// closed standard input) ends it. Both waits have a hang guard (``hangGuard``): a server that
/// never says where it listens, or never exits, fails the test or is killed, rather than
/// hanging the run.
final class FeedServer: Sendable {
  let process = Process()
  let port: Int
  private let input = Pipe()
  // Signalled by the process's termination handler.
  private let exited = DispatchSemaphore(value: 0)

  /// Starts the server with extra arguments, such as `["--fault", "drop"]`.
  init(_ arguments: [String] = []) throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "python3", root.appendingPathComponent("Scripts/feed-server.py").path, "--port", "0",
        "--exit-when-stdin-closes",
      ] + arguments
    process.standardOutput = output
    process.standardInput = input
    let exited = exited
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    var line = Data()
    let descriptor = output.fileHandleForReading.fileDescriptor
    let deadline = ContinuousClock.now + Self.hangGuard
    while !line.contains(UInt8(ascii: "\n")), ContinuousClock.now < deadline {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 100) > 0 else { continue }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("listening on 127.0.0.1:"),
      let port = Int(text.split(separator: ":").last?.split(separator: "\n").first ?? "")
    else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw StartError(output: text)
    }
    self.port = port
  }

  /// Starts the server off the caller's actor: starting waits for the server's first line,
  /// which must not hold up the main actor while other tests run.
  static func start(_ arguments: [String] = []) async throws -> FeedServer {
    try await Task.detached { try FeedServer(arguments) }.value
  }

  /// The feed's address.
  var url: URL {
    URL(string: "http://127.0.0.1:\(port)/posts")!
  }

  /// How long starting or stopping may take before the test gives up: 20 times and more
  /// what Python takes to start on a quiet machine.
  static let hangGuard = Duration.seconds(60)

  /// Stops the server and waits for it to exit; kills it if `SIGTERM` has not stopped it
  /// within ``hangGuard``.
  func stop() {
    if process.isRunning {
      process.terminate()
    }
    if process.isRunning, exited.wait(timeout: .now() + Self.seconds(Self.hangGuard)) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
  }

  deinit {
    stop()
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  struct StartError: Error {
    var output: String
  }
}
