import Foundation

/// Where the runtime reports misuse: a warning is printed (as SwiftUI logs its runtime warnings)
/// and handed to the host whose graph is updating, which keeps it in its log.
enum Diagnostics {
  /// Receives warnings while a graph is updating or a host is running an interaction.
  @TaskLocal static var sink: WarningSink?

  /// Every warning not caught by a sink, for code that runs outside a host.
  static let unattended = Locked<[String]>([])

  /// The log of the host created last, for warnings raised outside any host's work (a view
  /// model sending from test code or another thread).
  static let fallback = Locked<WeakSink>(WeakSink())

  struct WeakSink {
    weak var sink: WarningSink?
  }

  /// Writes a warning to standard error, where runtime warnings belong (standard output stays
  /// the program's own).
  static func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data("[ViewModelKit] warning: \(message)\n".utf8))
  }

  /// Reports a warning.
  static func warn(_ message: String) {
    if let sink = sink ?? fallback.withLock({ $0.sink }) {
      sink.receive(message)
    } else {
      unattended.withLock { $0.append(message) }
      Diagnostics.printToStandardError(message)
    }
  }
}

/// A thread-safe list of warnings that a host owns.
final class WarningSink: Sendable {
  // All mutable state lives in the `Locked` value.
  private let messages = Locked<[String]>([])
  /// The virtual time and task work of the host that owns this log; the host's work carries the
  /// log as a task-local, and with it the runtime.
  let runtime = HostRuntime()

  var all: [String] { messages.withLock { $0 } }

  func receive(_ message: String) {
    messages.withLock { $0.append(message) }
    Diagnostics.printToStandardError(message)
  }
}
