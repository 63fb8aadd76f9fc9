extension DemoOptions {
  /// Why a command line was refused; its ``description`` is the one-line message to print.
  ///
  /// The demo prints it to standard error, with a hint to run `--help`, and exits with
  /// code 2.
  public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A flag the demo does not know, such as `--sed`.
    case unknownFlag(String)
    /// An argument that is not a flag, such as a stray `7`.
    case unexpectedArgument(String)
    /// A flag that needs a value came last.
    case missingValue(flag: String)
    /// A flag's value could not be read.
    case invalidValue(flag: String, expected: String, got: String)
    /// A `--script` action the demo does not know.
    case unknownAction(String)
    /// A flag only the simulated feed reads, which cannot be ignored, given with `--url`:
    /// `--start-at`.
    case needsSimulatedFeed(flag: String)

    /// The message, such as
    /// `error: --latency expects a duration like 300ms or 1.5s, got "fast"`.
    public var description: String {
      switch self {
      case .unknownFlag(let flag):
        "error: unknown flag \(flag) (see --help)"
      case .unexpectedArgument(let argument):
        "error: unexpected argument \"\(argument)\" (flags start with --, see --help)"
      case .missingValue(let flag):
        "error: \(flag) expects a value (see --help)"
      case .invalidValue(let flag, let expected, let got):
        "error: \(flag) expects \(expected), got \"\(got)\""
      case .unknownAction(let name):
        "error: --script has an unknown action \"\(name)\"; actions are "
          + ScriptAction.allCases.map(\.rawValue).joined(separator: ", ")
      case .needsSimulatedFeed(let flag):
        "error: \(flag) only applies to the simulated feed; it cannot be used with --url"
      }
    }
  }
}
