import Dispatch
import Glibc

/// Signals as a stream: the demo's stop signals (`SIGINT`, `SIGTERM`, `SIGHUP`) and
/// `SIGWINCH`, caught instead of acted on, so the demo restores the terminal and cancels its
/// load before it exits with the conventional code (128 + the signal: 130 for Ctrl-C, 143 for
/// `SIGTERM`).
///
/// A process-wide handler writes each signal's number to a pipe (the self-pipe trick) and a
/// dispatch read source turns the bytes into the stream. Unlike a dispatch signal source,
/// which on Linux sees only signals that reach a thread blocking them, this catches the
/// signal whichever thread the kernel picks.
final class SignalStream {
  /// The signals, in the order they arrived.
  let stream: AsyncStream<Int32>
  private let continuation: AsyncStream<Int32>.Continuation
  private let signals: [Int32]
  private var source: (any DispatchSourceRead)?

  /// The signals that stop the demo.
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

  /// Starts catching signals.
  ///
  /// - Parameter signals: The signals to catch; their default actions are off until
  ///   ``stop()``.
  init(_ signals: [Int32]) {
    (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
    self.signals = signals
    let readEnd = SignalPipe.install()
    let continuation = continuation
    let source = DispatchSource.makeReadSource(
      fileDescriptor: readEnd, queue: DispatchQueue(label: "asyncstate-demo.signals"))
    let caught = Set(signals)
    source.setEventHandler {
      var bytes = [UInt8](repeating: 0, count: 64)
      let count = read(readEnd, &bytes, bytes.count)
      for byte in bytes.prefix(max(0, count)) where caught.contains(Int32(byte)) {
        continuation.yield(Int32(byte))
      }
    }
    source.resume()
    self.source = source
    for signal in signals {
      Glibc.signal(signal, signalPipeHandler)
    }
  }

  /// The exit code for a process stopped by `signal`: 128 + its number.
  static func exitCode(for signal: Int32) -> Int32 {
    128 + signal
  }

  /// The signal's name for messages, such as `SIGINT`.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    case SIGWINCH: "SIGWINCH"
    default: "signal \(signal)"
    }
  }

  /// Stops catching and gives the signals their default actions back.
  func stop() {
    guard let source else { return }
    for signal in signals {
      Glibc.signal(signal, SIG_DFL)
    }
    source.cancel()
    self.source = nil
    continuation.finish()
  }

  deinit {
    stop()
  }
}

/// The pipe the signal handler writes to, made once per process.
///
/// A signal handler may only call async-signal-safe functions (`write`) and may not take a
/// lock or allocate, so the write end lives in storage written once, before any handler is
/// installed, and only read afterwards: `nonisolated(unsafe)` states exactly that, as no
/// lock is possible here.
enum SignalPipe {
  nonisolated(unsafe) fileprivate static var writeEnd: Int32 = -1
  nonisolated(unsafe) private static var readEnd: Int32 = -1

  /// Makes the pipe on first use (both ends non-blocking, closed on exec).
  ///
  /// - Returns: The read end.
  static func install() -> Int32 {
    if readEnd >= 0 { return readEnd }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    return readEnd
  }
}

/// The handler: async-signal-safe, it writes the signal's number to the pipe.
private func signalPipeHandler(_ signal: Int32) {
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(SignalPipe.writeEnd, &byte, 1)
}
