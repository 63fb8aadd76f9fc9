// asyncstate-bench: the library against the code a developer writes by hand, in one run.
// See BENCHMARKS.md. Usage: swift run -c release asyncstate-bench [--quick] [--json] ...
import Foundation

let usage = Options.usage(workloads: Benchmark.workloadNames)
do {
  let options = try Options.parse(CommandLine.arguments.dropFirst())
  if options.help {
    print(usage)
  } else if let probe = options.memoryProbe {
    // A child process started by the memory workload: one measurement in a fresh heap.
    print(await probe.run().line)
  } else if let probe = options.cacheMemoryProbe {
    // A child process started by the cache-memory workload, with glibc's thread caches off.
    print(await probe.measure().line)
  } else {
    exit(try await Benchmark(options: options).run())
  }
} catch {
  FileHandle.standardError.write(Data("asyncstate-bench: \(error)\n\n\(usage)\n".utf8))
  exit(2)
}
