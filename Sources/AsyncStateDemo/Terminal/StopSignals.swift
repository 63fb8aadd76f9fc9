import Dispatch
import Glibc

/// The signals that stop the demo — `SIGINT`, `SIGTERM`, `SIGHUP` — as a stream, with their
/// default actions turned off while it runs, so the demo can restore the terminal and cancel
/// its load before it exits with the conventional code (128 + the signal: 130 for Ctrl-C,
/// 143 for `SIGTERM`).
final class StopSignals {
  /// The signals, in the order they arrived.
  let stream: AsyncStream<Int32>
  private let continuation: AsyncStream<Int32>.Continuation
  private var sources: [any DispatchSourceSignal] = []

  /// The signals watched.
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Starts listening.
  ///
  /// - Parameter queue: The queue the signal sources run on.
  init(queue: DispatchQueue = DispatchQueue(label: "asyncstate-demo.signals")) {
    (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
    let continuation = continuation
    for signal in Self.signals {
      Glibc.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
      source.setEventHandler { continuation.yield(signal) }
      source.resume()
      sources.append(source)
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
    default: "signal \(signal)"
    }
  }

  /// Stops listening and gives the signals their default actions back.
  func stop() {
    sources.forEach { $0.cancel() }
    sources = []
    for signal in Self.signals {
      Glibc.signal(signal, SIG_DFL)
    }
    continuation.finish()
  }

  deinit {
    stop()
  }
}
