import Foundation

/// `Scripts/feed-server.py` on a free loopback port, for the length of a test.
///
/// The server's first stdout line names its port; reading it blocks until the server listens,
/// so no test waits on a timer. ``stop()`` (or the end of the test process, through the
/// closed standard input) ends it.
final class FeedServer: Sendable {
  let process = Process()
  let port: Int
  private let input = Pipe()

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
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("listening on 127.0.0.1:"),
      let port = Int(text.split(separator: ":").last?.split(separator: "\n").first ?? "")
    else {
      process.terminate()
      throw StartError(output: text)
    }
    self.port = port
  }

  /// Starts the server off the caller's actor: starting waits for the server's first line,
  /// which must not hold up the main actor that other tests measure.
  static func start(_ arguments: [String] = []) async throws -> FeedServer {
    try await Task.detached { try FeedServer(arguments) }.value
  }

  /// The feed's address.
  var url: URL {
    URL(string: "http://127.0.0.1:\(port)/posts")!
  }

  /// Stops the server and waits for it to exit.
  func stop() {
    if process.isRunning {
      process.terminate()
    }
    process.waitUntilExit()
  }

  deinit {
    stop()
  }

  struct StartError: Error {
    var output: String
  }
}
