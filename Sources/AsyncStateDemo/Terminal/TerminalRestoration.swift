import Glibc

/// Puts the terminal back from any exit path, a crash signal included.
///
/// A signal handler may only call async-signal-safe functions (`write`, `tcsetattr`,
/// `signal`, `raise`) and may not take a lock or allocate. So the settings to restore live in
/// storage written once, before any handler is installed, and only read afterwards:
/// `nonisolated(unsafe)` states exactly that, as no lock is possible here.
enum TerminalRestoration {
  /// Alternate screen on, cursor hidden, screen cleared.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  /// Colours reset, cursor shown, alternate screen off.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private static let crashSignals = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

  // Written once by `install` before the handlers exist; read-only after that.
  nonisolated(unsafe) private static var original = termios()
  nonisolated(unsafe) private static var isInstalled = false
  // The leave sequence as bytes, allocated before any handler can run.
  nonisolated(unsafe) private static var leaveBytes: UnsafeMutableBufferPointer<UInt8>?

  /// Remembers the settings to restore and installs the crash and exit handlers.
  ///
  /// - Parameter settings: The terminal's settings before raw mode.
  static func install(_ settings: termios) {
    guard !isInstalled else { return }
    original = settings
    let bytes = Array(leaveSequence.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    leaveBytes = buffer
    isInstalled = true
    for signal in crashSignals {
      Glibc.signal(signal, restoreThenDie)
    }
    atexit(restoreAtExit)
  }

  /// Restores the terminal now (a normal quit); later calls do nothing.
  static func restore() {
    guard isInstalled else { return }
    restoreFromAnywhere()
    isInstalled = false
    for signal in crashSignals {
      Glibc.signal(signal, SIG_DFL)
    }
  }

  /// Async-signal-safe: `write` and `tcsetattr` only.
  fileprivate static func restoreFromAnywhere() {
    guard isInstalled, let leaveBytes else { return }
    _ = Glibc.write(STDOUT_FILENO, leaveBytes.baseAddress, leaveBytes.count)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }
}

/// The crash handler: restore, then die of the same signal with its default action.
private func restoreThenDie(_ signal: Int32) {
  TerminalRestoration.restoreFromAnywhere()
  Glibc.signal(signal, SIG_DFL)
  raise(signal)
}

/// The `atexit` handler, for an `exit()` from anywhere while the terminal is raw.
private func restoreAtExit() {
  TerminalRestoration.restoreFromAnywhere()
}
