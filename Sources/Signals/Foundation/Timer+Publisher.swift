public import Foundation

extension Timer {
  /// A connectable publisher of the current date every `interval`, on a run loop.
  ///
  /// ```swift
  /// let cancellable = Timer.publish(every: 1, on: .main, in: .common)
  ///   .autoconnect()
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between dates.
  ///   - tolerance: The allowed lateness, or `nil` for none.
  ///   - runLoop: The run loop the timer runs on.
  ///   - mode: The run loop mode.
  ///   - options: Scheduler options (unused, as in Combine).
  /// - Returns: The publisher; call `connect()` or `autoconnect()` to start it.
  public static func publish(
    every interval: TimeInterval,
    tolerance: TimeInterval? = nil,
    on runLoop: RunLoop,
    in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(
      interval: interval,
      tolerance: tolerance,
      runLoop: runLoop,
      mode: mode,
      options: options
    )
  }

  /// A publisher of dates from a repeating timer, started by `connect()`.
  ///
  /// Subscribers receive the dates from the moment they subscribe; a date that finds a
  /// subscriber without demand is dropped for that subscriber. On Linux the run loop must run
  /// (`RunLoop.main.run(until:)`) for the timer to fire.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The time between dates.
    public let interval: TimeInterval
    /// The allowed lateness.
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on.
    public let runLoop: RunLoop
    /// The run loop mode.
    public let mode: RunLoop.Mode
    /// The scheduler options given at creation (unused, as in Combine).
    public let options: RunLoop.SchedulerOptions?

    // The subject is thread-safe; the timer lives in a `Locked` value.
    private let subject = PassthroughSubject<Date, Never>()
    private let timer = Locked<Timer?>(nil)

    /// Creates a timer publisher.
    ///
    /// - Parameters:
    ///   - interval: The time between dates.
    ///   - tolerance: The allowed lateness.
    ///   - runLoop: The run loop the timer runs on.
    ///   - mode: The run loop mode.
    ///   - options: Scheduler options (unused).
    public init(
      interval: TimeInterval,
      tolerance: TimeInterval? = nil,
      runLoop: RunLoop,
      mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable {
      let subject = subject
      let newTimer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
      if let tolerance { newTimer.tolerance = tolerance }
      let previous = timer.withLock { timer -> Timer? in
        defer { timer = newTimer }
        return timer
      }
      previous?.invalidate()
      runLoop.add(newTimer, forMode: mode)
      let reference = UncheckedReference(newTimer)
      return AnyCancellable { reference.value.invalidate() }
    }
  }
}
