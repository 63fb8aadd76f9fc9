/// The command line of `asyncstate-bench`.
struct Options: Equatable {
  /// Tiny sizes for CI: checks that every workload runs; asserts no timing.
  var quick = false
  /// Print a machine-readable JSON result instead of the table.
  var json = false
  /// Where to write the SVG plot of per-page cost, if anywhere.
  var plotPath: String?
  /// Run only the workloads whose name contains this text.
  var filter: String?
  /// Print the usage and exit.
  var help = false
  /// Internal: run one peak-memory probe in this (child) process and print its footprint.
  var memoryProbe: MemoryProbe?
  /// Internal: run the cache-memory measurement in this (child) process and print it.
  var cacheMemoryProbe: CacheMemoryProbe?

  /// The usage text, listing the workloads `--filter` selects from.
  ///
  /// - Parameter workloads: The workloads' names, in the order they run.
  static func usage(workloads: [String]) -> String {
    var names = ""
    var line = ""
    for (index, name) in workloads.enumerated() {
      let item = name + (index < workloads.count - 1 ? "," : "")
      if !line.isEmpty && line.count + 1 + item.count > 70 {
        names += line + "\n" + String(repeating: " ", count: 19)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + item
    }
    names += line
    return """
      usage: asyncstate-bench [--quick] [--json] [--plot FILE.svg] [--filter NAME]

        --quick          tiny sizes (CI): checks that it runs; no timing target is asserted
        --json           print a machine-readable JSON result instead of the table
        --plot FILE.svg  write the per-page cost of paging (loader vs rebuild) as an SVG plot
        --filter NAME    run only workloads whose name contains NAME:
                         \(names)
        --help           print this help

      Build in release for meaningful numbers: swift run -c release asyncstate-bench
      """
  }

  /// Parses the arguments that follow the executable's name.
  static func parse(_ arguments: some Sequence<String>) throws(OptionsError) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--quick": options.quick = true
      case "--json": options.json = true
      case "--help", "-h": options.help = true
      case "--plot":
        guard let path = iterator.next(), !path.hasPrefix("--") else {
          throw .missingValue(argument)
        }
        options.plotPath = path
      case "--memory-probe":
        guard let value = iterator.next(), let probe = MemoryProbe(argument: value) else {
          throw .missingValue(argument)
        }
        options.memoryProbe = probe
      case "--cache-memory-probe":
        guard let value = iterator.next(), let probe = CacheMemoryProbe(argument: value) else {
          throw .missingValue(argument)
        }
        options.cacheMemoryProbe = probe
      case "--filter":
        guard let name = iterator.next(), !name.hasPrefix("--") else {
          throw .missingValue(argument)
        }
        options.filter = name
      default:
        throw .unknownArgument(argument)
      }
    }
    return options
  }
}
