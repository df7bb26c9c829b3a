import BridgeDemoCore
import Foundation
import Testing

/// The built `bridge-demo` next to the test bundle, if this build made one.
private let executable: URL? = {
  let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let url = directory.appendingPathComponent("bridge-demo")
  return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}()

/// Runs the real program, so the process's exit status and streams are checked too: the
/// `_printChanges()` lines the views print themselves must land where the narration echoes them.
@MainActor
@Suite("bridge-demo executable", .enabled(if: executable != nil, "bridge-demo is not built"))
struct ExecutableTests {
  private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String)
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus,
      String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test func identityPrintsExactlyTheNarrationWithTheViewsOwnLinesInPlace() throws {
    let result = try run(["identity"])
    #expect(result.status == 0)
    expectSameLines(result.output, Golden.identity + "\n")
    #expect(result.errors.isEmpty)
  }

  @Test func badArgumentsExitWithStatus2AndTheUsageOnStandardError() throws {
    let result = try run(["--frobnicate"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "bridge-demo: unknown option '--frobnicate'\n\n\(Arguments.usage)\n")
  }

  @Test func helpExitsWithStatus0() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    #expect(result.output == Arguments.usage + "\n")
  }
}
