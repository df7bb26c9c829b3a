import Foundation

/// Stops in the debugger, as Combine's `breakpoint` does.
///
/// Under a debugger it raises `SIGTRAP`, so the debugger stops there and execution can continue;
/// without one it ends the process with a message, as an unhandled `SIGTRAP` does on Apple
/// platforms.
enum DebuggerTrap {
  static func raise(_ reason: @autoclosure () -> String) {
    if isDebuggerAttached {
      _ = Foundation.raise(SIGTRAP)
    } else {
      preconditionFailure("breakpoint: \(reason())")
    }
  }

  /// Whether a tracer (a debugger) is attached to this process; read from `/proc` on Linux.
  private static var isDebuggerAttached: Bool {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return false
    }
    for line in status.split(separator: "\n") where line.hasPrefix("TracerPid:") {
      return line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0"
    }
    return false
  }
}
