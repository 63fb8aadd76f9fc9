import Dispatch
import Glibc

/// What the terminal tells the app: keys, a new size, or a request to stop.
enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size (`SIGWINCH`).
  case resize
  /// `SIGINT`, `SIGTERM` or `SIGHUP` arrived (exit with 128 + the signal), or standard
  /// input closed (exit with 0): quit.
  case terminate(exitCode: Int32)
}

/// Reads keys from standard input and signals from the system, as one stream of events.
///
/// Keys come from a dispatch read source on standard input; `SIGWINCH` from a dispatch signal
/// source, and `SIGINT`, `SIGTERM` and `SIGHUP` from ``StopSignals``, with the signals'
/// default actions turned off while the stream runs, so none of them kills the process with
/// the terminal still raw.
final class TerminalEvents {
  /// The events, in the order they arrived.
  let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var sources: [any DispatchSourceProtocol] = []
  private let stopSignals: StopSignals
  private let stopWatch: Task<Void, Never>

  /// Starts listening.
  init() {
    (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let queue = DispatchQueue(label: "asyncstate-demo.terminal")
    let continuation = continuation
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
    input.setEventHandler {
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else {
        if count == 0 || errno != EINTR { continuation.yield(.terminate(exitCode: 0)) }
        return
      }
      for key in KeyParser.keys(in: Array(buffer.prefix(count))) {
        continuation.yield(.key(key))
      }
    }
    sources.append(input)
    Glibc.signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
    resize.setEventHandler { continuation.yield(.resize) }
    sources.append(resize)
    sources.forEach { $0.resume() }
    stopSignals = StopSignals(queue: queue)
    let signals = stopSignals.stream
    stopWatch = Task {
      for await signal in signals {
        continuation.yield(.terminate(exitCode: StopSignals.exitCode(for: signal)))
      }
    }
  }

  /// Stops listening and gives the signals their default actions back.
  func stop() {
    sources.forEach { $0.cancel() }
    sources = []
    Glibc.signal(SIGWINCH, SIG_DFL)
    stopSignals.stop()
    stopWatch.cancel()
    continuation.finish()
  }

  deinit {
    stop()
  }
}
