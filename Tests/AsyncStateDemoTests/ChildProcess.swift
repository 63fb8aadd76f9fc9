import Foundation
import Glibc

/// The `asyncstate-demo` executable run as a child process, for what only a process shows:
/// its exit code after a signal, and its own peak resident memory.
///
/// Started with `posix_spawn` (signals unblocked and at their defaults, whatever the test
/// thread blocks). Its output goes to a pipe, or to a pseudo-terminal for the interactive
/// mode. Every wait is bounded: a child still running at its deadline is killed.
///
/// Peak memory: Linux carries the spawning process's peak over into the child's `ru_maxrss`
/// (`posix_spawn` runs in the parent's memory until `exec`), so a child of this test process
/// would report the test process's peak. With `measuresPeakMemory`, a small Python parent
/// (about 10 MB) spawns the demo, reaps it with `wait4` and prints its `ru_maxrss`: the
/// demo's own peak, or Python's if that were larger — an upper bound either way.
final class ChildProcess {
  struct Exit {
    /// The exit code, or 128 + the signal that killed it.
    var code: Int32
    /// Whether a signal killed it (rather than it exiting with `code`).
    var wasKilled: Bool
    /// Its peak resident memory, in bytes (`ru_maxrss`).
    var peakResidentBytes: Int
    /// From start to exit.
    var elapsed: Duration
    /// Everything it wrote to standard output and standard error.
    var output: String
  }

  struct SpawnError: Error {
    var call: String
    var code: Int32
  }

  let pid: pid_t
  private let outputDescriptor: Int32
  private var output = Data()
  private var isOutputClosed = false
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// The executable next to the test bundle (`swift test` builds every product).
  static var demoPath: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("asyncstate-demo").path
  }

  /// Starts the demo.
  ///
  /// - Parameters:
  ///   - arguments: Its arguments.
  ///   - inTerminal: Whether to give it a pseudo-terminal (80×24) as standard input,
  ///     output and error; otherwise standard input is `/dev/null` and the output a pipe.
  ///   - typedAhead: Keys typed into the terminal before the demo starts, as a user types
  ///     while it loads.
  init(
    demo arguments: [String], inTerminal: Bool = false, typedAhead: String = "",
    measuresPeakMemory: Bool = false
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var childEnd: Int32
    if inTerminal {
      // posix_openpt, unlockpt and ptsname are not in the Glibc module: their Linux
      // ioctls, TIOCSPTLCK and TIOCGPTN (the same numbers on x86_64 and arm64).
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0,
        ioctl(master, 0x8004_5430, &number) == 0
      else { throw SpawnError(call: "open /dev/ptmx", code: errno) }
      let name = "/dev/pts/\(number)"
      var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      childEnd = open(name, O_RDWR | O_NOCTTY)
      guard childEnd >= 0 else { throw SpawnError(call: "open pty", code: errno) }
      outputDescriptor = master
      let keys = Array(typedAhead.utf8)
      _ = keys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      posix_spawn_file_actions_adddup2(&actions, childEnd, 0)
    } else {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw SpawnError(call: "pipe", code: errno) }
      outputDescriptor = ends[0]
      childEnd = ends[1]
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, childEnd, 1)
    posix_spawn_file_actions_adddup2(&actions, childEnd, 2)
    posix_spawn_file_actions_addclose(&actions, outputDescriptor)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let command =
      measuresPeakMemory
      ? ["/usr/bin/env", "python3", "-c", Self.peakMemoryParent, Self.demoPath] + arguments
      : [Self.demoPath] + arguments
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    start = clock.now
    let result = posix_spawn(&pid, command[0], &actions, &attributes, argv, environ)
    close(childEnd)
    guard result == 0 else {
      close(outputDescriptor)
      throw SpawnError(call: "posix_spawn", code: result)
    }
    self.pid = pid
  }

  deinit {
    close(outputDescriptor)
  }

  /// Runs the demo, then prints its peak memory as the last line and exits with its code.
  private static let peakMemoryParent = """
    import os, sys
    pid = os.posix_spawn(sys.argv[1], sys.argv[1:], os.environ)
    _, status, usage = os.wait4(pid, 0)
    sys.stdout.flush()
    os.write(1, b"\\npeak-rss-kb %d\\n" % usage.ru_maxrss)
    os._exit(os.waitstatus_to_exitcode(status) % 256)
    """

  /// What the child has written so far.
  var outputText: String {
    String(decoding: output, as: UTF8.self)
  }

  /// Reads the child's output until it contains `text`, the output closes, or `limit`
  /// passes.
  ///
  /// - Returns: Whether the output contains `text`.
  @discardableResult
  func read(until text: String, within limit: Duration) -> Bool {
    let deadline = clock.now + limit
    while !outputText.contains(text) {
      guard !isOutputClosed, clock.now < deadline else { return false }
      readOnce(waitingAtMost: deadline - clock.now)
    }
    return true
  }

  /// Types bytes into the child's terminal.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(outputDescriptor, $0.baseAddress, $0.count) }
  }

  /// Sends the child a signal.
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Reads the output to its end and reaps the child, killing it if it is still running
  /// after `limit`.
  func wait(within limit: Duration) -> Exit {
    let deadline = clock.now + limit
    while !isOutputClosed, clock.now < deadline {
      readOnce(waitingAtMost: deadline - clock.now)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      if clock.now >= deadline {
        kill(pid, SIGKILL)
        _ = wait4(pid, &status, 0, &usage)
        break
      }
      usleep(5_000)
    }
    let elapsed = clock.now - start
    let signal = status & 0x7F
    var text = outputText
    var peakKilobytes = Int(usage.ru_maxrss)
    if let range = text.range(of: "\npeak-rss-kb ", options: .backwards),
      let reported = Int(text[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))
    {
      peakKilobytes = reported
      text = String(text[..<range.lowerBound])
    }
    return Exit(
      code: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, wasKilled: signal != 0,
      peakResidentBytes: peakKilobytes * 1_024, elapsed: elapsed, output: text)
  }

  private func readOnce(waitingAtMost timeout: Duration) {
    var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds = max(1, Int32(timeout.components.seconds * 1_000))
    guard poll(&descriptor, 1, min(milliseconds, 100)) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = Glibc.read(outputDescriptor, &buffer, buffer.count)
    if count > 0 {
      output.append(contentsOf: buffer[0..<count])
    } else if count == 0 || errno != EINTR {
      // The end of a pipe, or EIO once the child's side of a terminal is closed.
      isOutputClosed = true
    }
  }
}
