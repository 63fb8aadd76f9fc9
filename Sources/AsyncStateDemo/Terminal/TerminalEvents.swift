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
/// Keys come from a dispatch read source on standard input; `SIGWINCH`, `SIGINT`, `SIGTERM`
/// and `SIGHUP` from a ``SignalStream``, with the signals' default actions turned off while
/// the stream runs, so none of them kills the process with the terminal still raw.
final class TerminalEvents {
  /// The events, in the order they arrived.
  let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var input: (any DispatchSourceRead)?
  private let signals: SignalStream
  private let signalWatch: Task<Void, Never>

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
    input.resume()
    self.input = input
    signals = SignalStream([SIGWINCH] + SignalStream.stopSignals)
    let caught = signals.stream
    signalWatch = Task {
      for await signal in caught {
        continuation.yield(
          signal == SIGWINCH
            ? .resize : .terminate(exitCode: SignalStream.exitCode(for: signal)))
      }
    }
  }

  /// Stops listening and gives the signals their default actions back.
  func stop() {
    input?.cancel()
    input = nil
    signals.stop()
    signalWatch.cancel()
    continuation.finish()
  }

  deinit {
    stop()
  }
}
