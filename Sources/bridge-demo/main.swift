import BridgeDemoCore
import Foundation

// bridge-demo: the lessons of the View Callback pattern, run on the headless view host.
// `bridge-demo --help` lists the subcommands; the scenarios live in BridgeDemoCore.

let status = await BridgeDemo.main(
  Array(CommandLine.arguments.dropFirst()),
  output: { print($0) },
  errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
