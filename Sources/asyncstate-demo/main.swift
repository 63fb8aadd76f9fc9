import AsyncStateDemo
import Foundation

// Thin on purpose: parse, run, map the outcome to an exit code. Everything else is in
// AsyncStateDemo, where the tests drive it.
let options: DemoOptions
do {
  options = try DemoOptions.parse(CommandLine.arguments.dropFirst())
} catch {
  FileHandle.standardError.write(Data((error.description + "\n").utf8))
  exit(2)
}
if options.showsHelp {
  print(DemoOptions.helpText)
  exit(0)
}
for warning in options.warnings {
  FileHandle.standardError.write(Data((warning + "\n").utf8))
}
exit(await Demo.run(options))
