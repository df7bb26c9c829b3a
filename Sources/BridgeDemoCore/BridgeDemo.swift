import Foundation

/// The demo program without its process: reads the arguments, runs a scenario, writes the
/// filmstrip, and returns the exit status, so tests run it exactly as `bridge-demo` does.
@MainActor
public enum BridgeDemo {
  /// The exit status for a command line that could not be read.
  public static let usageStatus: Int32 = 2

  /// Runs the demo.
  ///
  /// ```swift
  /// let status = await BridgeDemo.main(["channel"], output: { print($0) }, errors: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - output: Receives each line for standard output.
  ///   - errors: Receives each message for standard error.
  /// - Returns: 0 on success, 1 when the scenario or writing the SVG failed, 2 on bad arguments.
  public static func main(
    _ arguments: [String],
    output: @escaping (String) -> Void,
    errors: (String) -> Void
  ) async -> Int32 {
    let parsed: Arguments
    do {
      parsed = try Arguments(parsing: arguments)
    } catch {
      errors("bridge-demo: \(error)\n\n\(Arguments.usage)")
      return usageStatus
    }
    if parsed.wantsHelp {
      output(Arguments.usage)
      return 0
    }
    do {
      let svg = try await parsed.scenario.run(Narration(emit: output))
      if let directory = parsed.svgDirectory {
        let path = try write(svg, named: parsed.scenario.rawValue, in: directory)
        output("\nwrote \(path)")
      }
      return 0
    } catch {
      errors("bridge-demo: \(error)")
      return 1
    }
  }

  /// Writes `DIR/<name>.svg`, creating `DIR` when needed, and returns the file's path.
  static func write(_ svg: String, named name: String, in directory: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: directory,
      withIntermediateDirectories: true
    )
    let path = (directory as NSString).appendingPathComponent("\(name).svg")
    try svg.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
