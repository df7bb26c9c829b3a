import BridgeDemoCore
import Testing

@Suite("Arguments")
struct ArgumentsTests {
  @Test func defaultsToTheViewCallbackScenario() throws {
    let arguments = try Arguments(parsing: [])
    #expect(arguments.scenario == .viewCallback)
  }
}
