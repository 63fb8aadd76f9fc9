/// A key the demo reacts to, decoded from the bytes a terminal sends in raw mode.
public enum Key: Hashable, Sendable {
  /// Arrow up (`ESC [ A`).
  case up
  /// Arrow down (`ESC [ B`).
  case down
  /// Page up (`ESC [ 5 ~`).
  case pageUp
  /// Page down (`ESC [ 6 ~`).
  case pageDown
  /// Home (`ESC [ H`, `ESC [ 1 ~`).
  case home
  /// End (`ESC [ F`, `ESC [ 4 ~`).
  case end
  /// Return or enter.
  case enter
  /// Escape on its own.
  case escape
  /// Backspace (`DEL`, or Ctrl-H): deletes the filter's last character.
  case backspace
  /// Ctrl-C: in raw mode it arrives as byte 3, not as SIGINT.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// A printable character.
  case character(Character)
  /// A sequence the demo does not use, such as a function key.
  case unknown
}
