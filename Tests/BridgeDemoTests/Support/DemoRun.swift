import BridgeDemoCore

/// One in-process run of the demo: its exit status and what it wrote to each stream.
@MainActor
struct DemoRun {
  let status: Int32
  let output: String
  let errors: String

  init(_ arguments: [String]) async {
    var output: [String] = []
    var errors: [String] = []
    status = await BridgeDemo.main(
      arguments,
      output: { output.append($0) },
      errors: { errors.append($0) }
    )
    self.output = output.map { $0 + "\n" }.joined()
    self.errors = errors.map { $0 + "\n" }.joined()
  }
}
