#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops in the debugger, as Combine's `breakpoint` does: raises `SIGTRAP`, which ends the
/// process when no debugger is attached.
enum DebuggerTrap {
  static func raise() {
    #if canImport(Darwin)
    _ = Darwin.raise(SIGTRAP)
    #elseif canImport(Musl)
    _ = Musl.raise(SIGTRAP)
    #else
    _ = Glibc.raise(SIGTRAP)
    #endif
  }
}
