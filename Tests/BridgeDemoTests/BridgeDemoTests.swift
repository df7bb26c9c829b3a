import BridgeDemoCore
import Foundation
import Testing

@MainActor
@Suite("BridgeDemo")
struct BridgeDemoTests {
  @Test func helpPrintsTheUsageAndSucceeds() async {
    let run = await DemoRun(["--help"])
    #expect(run.status == 0)
    #expect(run.output == Arguments.usage + "\n")
    #expect(run.errors.isEmpty)
  }

  @Test(arguments: [["wobble"], ["--svg"], ["--verbose"], ["channel", "identity"]])
  func badArgumentsPrintTheUsageToStandardErrorAndExitWithStatus2(arguments: [String]) async {
    let run = await DemoRun(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("bridge-demo: "))
    #expect(run.errors.contains(Arguments.usage))
  }

  @Test func withoutASubcommandItRunsTheViewCallbackScenario() async {
    let run = await DemoRun([])
    #expect(run.status == 0)
    expectSameLines(run.output, Golden.viewCallback + "\n")
  }

  @Test(arguments: Scenario.allCases)
  func runningTwiceGivesTheSameOutputAndPicture(scenario: Scenario) async throws {
    let first = Narration()
    let second = Narration()
    let firstPicture = try await scenario.run(first)
    let secondPicture = try await scenario.run(second)
    expectSameLines(second.text, first.text)
    #expect(firstPicture == secondPicture)
  }

  @Test func svgWritesTheScenariosFilmstripIntoANewDirectory() async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("bridge-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = root.appendingPathComponent("pictures").path
    let run = await DemoRun(["invalidation", "--svg", directory])
    #expect(run.status == 0)
    let path = (directory as NSString).appendingPathComponent("invalidation.svg")
    #expect(run.output == Golden.invalidation + "\n\nwrote \(path)\n")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("t = 0.000 s"))
    #expect(svg == (try await Scenario.invalidation.run(Narration())))
  }

  @Test func anUnwritableSVGDirectoryFailsWithStatus1() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bridge-demo-file-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await DemoRun(["invalidation", "--svg", file.path])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("bridge-demo: "))
  }
}
