import BridgeDemoCore
import Testing

@Suite("Arguments")
struct ArgumentsTests {
  @Test func defaultsToTheViewCallbackScenario() throws {
    let arguments = try Arguments(parsing: [])
    #expect(arguments.scenario == .viewCallback)
    #expect(arguments.svgDirectory == nil)
    #expect(!arguments.wantsHelp)
  }

  @Test(arguments: Scenario.allCases)
  func namesEachScenarioByItsSubcommand(scenario: Scenario) throws {
    #expect(try Arguments(parsing: [scenario.rawValue]).scenario == scenario)
  }

  @Test func readsTheSVGDirectoryInBothSpellings() throws {
    let spaced = try Arguments(parsing: ["channel", "--svg", "out/pictures"])
    #expect(spaced.scenario == .channel)
    #expect(spaced.svgDirectory == "out/pictures")
    let joined = try Arguments(parsing: ["--svg=pictures", "identity"])
    #expect(joined.scenario == .identity)
    #expect(joined.svgDirectory == "pictures")
  }

  @Test(arguments: [["--help"], ["-h"], ["animatable", "--help"]])
  func recognisesHelp(arguments: [String]) throws {
    #expect(try Arguments(parsing: arguments).wantsHelp)
  }

  @Test(
    arguments: [
      (["wobble"], "unknown subcommand 'wobble'"),
      (["--fast"], "unknown option '--fast'"),
      (["--svg"], "--svg needs a directory"),
      (["--svg", "--help"], "--svg needs a directory"),
      (["--svg="], "--svg needs a directory"),
      (["channel", "identity"], "only one subcommand at a time (got 'identity' as well)"),
    ]
  )
  func rejectsBadArguments(arguments: [String], message: String) {
    #expect(throws: Arguments.Failure(message: message)) {
      try Arguments(parsing: arguments)
    }
  }

  @Test func usageListsEverySubcommandAndOption() {
    let usage = Arguments.usage
    #expect(usage.hasPrefix("usage: bridge-demo [subcommand] [--svg DIR] [--help]\n"))
    for scenario in Scenario.allCases {
      #expect(usage.contains("\n  \(scenario.rawValue) "), "\(scenario.rawValue)")
    }
    #expect(usage.contains("(default)"))
    #expect(usage.contains("--svg DIR"))
    #expect(usage.contains("-h, --help"))
  }
}
