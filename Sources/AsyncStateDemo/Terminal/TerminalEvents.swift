import Dispatch
import Glibc

/// What the terminal tells the app: keys, a new size, or a request to stop.
enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size (`SIGWINCH`).
  case resize
  /// `SIGINT`, `SIGTERM` or `SIGHUP` arrived, or standard input closed: quit.
  case terminate
}

/// Reads keys from standard input and signals from the system, as one stream of events.
///
/// Keys come from a dispatch read source on standard input; `SIGWINCH`, `SIGINT`, `SIGTERM`
/// and `SIGHUP` from dispatch signal sources, with the signals' default actions turned off
/// while the stream runs, so none of them kills the process with the terminal still raw.
final class TerminalEvents {
  /// The events, in the order they arrived.
  let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var sources: [any DispatchSourceProtocol] = []
  private static let signals: [(Int32, TerminalEvent)] = [
    (SIGWINCH, .resize), (SIGINT, .terminate), (SIGTERM, .terminate), (SIGHUP, .terminate),
  ]

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
        if count == 0 || errno != EINTR { continuation.yield(.terminate) }
        return
      }
      for key in KeyParser.keys(in: Array(buffer.prefix(count))) {
        continuation.yield(.key(key))
      }
    }
    sources.append(input)
    for (signal, event) in Self.signals {
      Glibc.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
      source.setEventHandler { continuation.yield(event) }
      sources.append(source)
    }
    sources.forEach { $0.resume() }
  }

  /// Stops listening and gives the signals their default actions back.
  func stop() {
    sources.forEach { $0.cancel() }
    sources = []
    for (signal, _) in Self.signals {
      Glibc.signal(signal, SIG_DFL)
    }
    continuation.finish()
  }

  deinit {
    stop()
  }
}
