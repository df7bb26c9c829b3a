import Dispatch
import Foundation

/// Runs an app's executable headlessly: what `App.main()` does.
@MainActor
enum AppLauncher {
  struct Options: Equatable {
    var svgPath: String?
    var showsHelp = false
  }

  /// The options in `arguments`, or the reason they are wrong.
  static func options(from arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--svg":
        guard let path = remaining.popFirst() else {
          return .failure(UsageError("--svg needs a file"))
        }
        options.svgPath = path
      case "--help", "-h":
        options.showsHelp = true
      default:
        return .failure(UsageError("unknown argument \(argument)"))
      }
    }
    return .success(options)
  }

  struct UsageError: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  static func usage(of program: String) -> String {
    """
    usage: \(program) [--svg FILE] [--help]
    Runs the app headlessly on a virtual clock and prints what its first screen shows.
      --svg FILE  also write the screen's picture as SVG to FILE
      --help      print this help
    """
  }

  static func launch<A: App>(_ app: A.Type, arguments: [String]) {
    let program = String(describing: A.self)
    switch options(from: arguments) {
    case .failure(let error):
      FileHandle.standardError.write(
        Data("\(program): \(error.reason)\n\(usage(of: program))\n".utf8)
      )
      exit(2)
    case .success(let options) where options.showsHelp:
      print(usage(of: program))
      exit(0)
    case .success(let options):
      let host = ViewHost(app: A())
      Task { @MainActor in
        let report = await firstScreen(of: host, program: program)
        print(report)
        if let path = options.svgPath {
          do {
            try host.svg().write(toFile: path, atomically: true, encoding: .utf8)
          } catch {
            FileHandle.standardError.write(
              Data("\(program): cannot write \(path): \(error)\n".utf8)
            )
            exit(1)
          }
        }
        exit(0)
      }
      dispatchMain()
    }
  }

  /// Lets the launched screen's tasks run and its animations settle, then describes it.
  static func firstScreen<A: App>(of host: ViewHost<AppWindow<A>>, program: String) async -> String
  {
    var lines = [
      "\(program): \(host.shownScene ?? "no scene"), \(Int(host.size.width))×\(Int(host.size.height)) points"
    ]
    do {
      try await host.runUntilSettled(limit: 5)
    } catch {
      lines.append("(after 5 s of virtual time: \(error))")
    }
    lines.append(host.snapshot().description)
    return lines.joined(separator: "\n")
  }
}
