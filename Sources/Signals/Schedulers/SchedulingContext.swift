/// Values that travel with scheduled work: captured where work is scheduled and restored around
/// it where it runs, so that context held in task-locals survives a hop through a scheduler.
///
/// Beyond Combine. The schedulers of this module (`DispatchQueue`, `RunLoop`, `TestScheduler`,
/// and so every operator that uses them: `receive(on:)`, `debounce`, `delay`, `throttle`, …)
/// capture the registered context when work is scheduled and restore it when the work runs.
/// ViewModelKit registers the transaction of an event channel this way, so an event sent with an
/// animation keeps it across `receive(on: DispatchQueue.main)`.
///
/// ```swift
/// enum Tracing { @TaskLocal static var requestID: String? }
/// SchedulingContext.register {
///   let id = Tracing.requestID
///   return { body in Tracing.$requestID.withValue(id) { body() } }
/// }
/// ```
public enum SchedulingContext {
  /// Captures a value now and returns how to restore it around a body later, or `nil` when there
  /// is nothing to carry.
  public typealias Capture = @Sendable () -> ((() -> Void) -> Void)?

  private static let captures = Locked<[Capture]>([])

  /// Adds a capture to every piece of work scheduled from now on.
  ///
  /// - Parameter capture: Captures the context; called on the scheduling thread.
  public static func register(_ capture: @escaping Capture) {
    captures.withLock { $0.append(capture) }
  }

  /// The context of the calling code, to restore around work that runs later.
  ///
  /// ```swift
  /// let context = SchedulingContext.capture()
  /// queue.async { context.run { deliver(value) } }
  /// ```
  ///
  /// - Returns: The captured context.
  public static func capture() -> Captured {
    let registered = captures.withLock { $0 }
    guard !registered.isEmpty else { return Captured(restorers: []) }
    return Captured(restorers: registered.compactMap { $0() })
  }

  /// A captured context.
  public struct Captured: @unchecked Sendable {
    // The restorers are only called, on the thread that runs the work.
    let restorers: [(() -> Void) -> Void]

    /// Runs `body` with the captured context restored.
    ///
    /// - Parameter body: The work.
    public func run(_ body: () -> Void) {
      withoutActuallyEscaping(body) { body in
        var work = body
        for restorer in restorers.reversed() {
          let inner = work
          work = { restorer(inner) }
        }
        work()
      }
    }
  }
}
