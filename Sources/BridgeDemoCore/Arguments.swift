import Foundation

/// What the command line asks for: `bridge-demo [subcommand] [--svg DIR] [--help]`.
public struct Arguments: Equatable, Sendable {
  /// The scenario to run; `view-callback` when none is named.
  public var scenario: Scenario = .viewCallback
  /// Where to write the filmstrip, if anywhere.
  public var svgDirectory: String?
  /// Whether `--help` (or `-h`) was given.
  public var wantsHelp = false

  /// Why the command line could not be read.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    public let message: String

    /// Creates a failure with its message.
    ///
    /// - Parameter message: What was wrong.
    public init(message: String) {
      self.message = message
    }

    public var description: String { message }
  }

  /// Reads the arguments after the program name.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Throws: ``Failure`` for an unknown subcommand or option, a second subcommand, or `--svg`
  ///   without a directory.
  public init(parsing arguments: [String]) throws(Failure) {
    var named: Scenario?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        wantsHelp = true
      case "--svg":
        guard let directory = remaining.popFirst(), !directory.hasPrefix("-") else {
          throw Failure(message: "--svg needs a directory")
        }
        svgDirectory = directory
      case _ where argument.hasPrefix("--svg="):
        let directory = String(argument.dropFirst("--svg=".count))
        guard !directory.isEmpty else { throw Failure(message: "--svg needs a directory") }
        svgDirectory = directory
      case _ where argument.hasPrefix("-"):
        throw Failure(message: "unknown option '\(argument)'")
      default:
        guard let scenario = Scenario(rawValue: argument) else {
          throw Failure(message: "unknown subcommand '\(argument)'")
        }
        guard named == nil else {
          throw Failure(message: "only one subcommand at a time (got '\(argument)' as well)")
        }
        named = scenario
      }
    }
    scenario = named ?? .viewCallback
  }

  /// The usage message: synopsis, subcommands and options.
  public static var usage: String {
    let width = Scenario.allCases.map(\.rawValue.count).max() ?? 0
    let scenarios = Scenario.allCases.map { scenario in
      let name = scenario.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      let mark = scenario == .viewCallback ? " (default)" : ""
      return "  \(name)  \(scenario.summary)\(mark)"
    }
    return
      ([
        "usage: bridge-demo [subcommand] [--svg DIR] [--help]",
        "",
        "Runs the lessons of the View Callback pattern on the headless view host, on a virtual",
        "clock: the output is the same on every run.",
        "",
        "subcommands:",
      ] + scenarios + [
        "",
        "options:",
        "  --svg DIR   also write the scenario's filmstrip to DIR/<subcommand>.svg (creates DIR)",
        "  -h, --help  print this message",
      ])
      .joined(separator: "\n")
  }
}
