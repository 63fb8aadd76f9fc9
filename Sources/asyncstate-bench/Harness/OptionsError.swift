/// Why the command line could not be read.
enum OptionsError: Error, Equatable, CustomStringConvertible {
  case unknownArgument(String)
  case missingValue(String)
  case noWorkloadMatches(String)

  var description: String {
    switch self {
    case .unknownArgument(let argument): "unknown argument '\(argument)'"
    case .missingValue(let option): "\(option) needs a value"
    case .noWorkloadMatches(let filter): "no workload's name contains '\(filter)'"
    }
  }
}
