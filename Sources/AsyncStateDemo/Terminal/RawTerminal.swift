import Glibc

/// The terminal in the demo's mode: raw input (keys arrive one by one, unechoed, Ctrl-C as a
/// byte), the alternate screen, a hidden cursor. ``restore()`` undoes all of it.
///
/// Restoration happens on every way out: ``restore()`` on a normal quit, at `exit`, and on a
/// crash signal (`SIGSEGV`, `SIGILL`, `SIGTRAP`, `SIGABRT`, `SIGBUS`, `SIGFPE`) before the
/// process dies.
final class RawTerminal {
  /// Why raw mode could not start.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  private var isActive = true

  /// Enters raw mode and the alternate screen.
  ///
  /// - Throws: ``Unavailable`` when standard input or output is not a terminal.
  init() throws(Unavailable) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw Unavailable(
        description: "asyncstate-demo needs a terminal; without one, try --script load,more")
    }
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw Unavailable(description: "cannot read the terminal's settings")
    }
    TerminalRestoration.install(original)
    var raw = original
    // Not cfmakeraw: keep output processing, so "\n" still returns the carriage.
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    // TCSANOW, not TCSAFLUSH: keys typed before the first frame are kept, not discarded.
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    StandardOutput.write(TerminalRestoration.enterSequence)
  }

  /// Leaves the alternate screen, shows the cursor and restores the terminal's settings.
  ///
  /// Safe to call more than once.
  func restore() {
    guard isActive else { return }
    isActive = false
    TerminalRestoration.restore()
  }

  deinit {
    restore()
  }
}
