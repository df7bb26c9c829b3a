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
  /// As Combine's, this method does not pass `tolerance` on: the publisher's
  /// `tolerance` is `nil` whatever is given here (the timer uses none either
  /// way). `TimerPublisher(interval:tolerance:runLoop:mode:options:)` keeps it.
  ///
  /// - Parameters:
  ///   - interval: The time between dates.
  ///   - tolerance: The allowed lateness; dropped, as in Combine.
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
      tolerance: nil,
      runLoop: runLoop,
      mode: mode,
      options: options
    )
  }

  /// A publisher of dates from a repeating timer, started by `connect()`.
  ///
  /// As in Combine, the first date comes one interval after `connect()`, then one every interval;
  /// each `connect()` starts an independent timer, which cancelling its connection stops.
  /// Subscribers receive the dates from the moment they subscribe; a date that finds a subscriber
  /// without demand is dropped for that subscriber. `tolerance` and `options` are kept but unused,
  /// as in Combine. An interval of zero or less is 0.1 ms, as for a Foundation `Timer`. As in
  /// Combine, neither a subscriber's subscription nor a connection has a description or a mirror.
  ///
  /// On `RunLoop.main`, when a ``MainSchedulerOverride`` answers for the code that connects (a
  /// ViewModelKit host's work: a view's `onReceive(timer)`, a `.task`, an interaction), the timer
  /// runs on that virtual clock and its dates are virtual dates. Otherwise it runs on the run
  /// loop's shared timer for `mode` (unlike Combine, not a Foundation timer of its own, which
  /// swift-corelibs-foundation would never deallocate: see `RunLoop.schedule(options:_:)`), and
  /// on Linux the run loop must run (`RunLoop.main.run(until:)`) for it to fire.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The time between dates.
    public let interval: TimeInterval
    /// The allowed lateness (unused, as in Combine).
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on.
    public let runLoop: RunLoop
    /// The run loop mode.
    public let mode: RunLoop.Mode
    /// The scheduler options given at creation (unused, as in Combine).
    public let options: RunLoop.SchedulerOptions?

    // Every stored property is immutable; the subject is thread-safe.
    private let subject = PassthroughSubject<Date, Never>()

    /// Creates a timer publisher.
    ///
    /// ```swift
    /// let timer = Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .common)
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The time between dates.
    ///   - tolerance: The allowed lateness (unused).
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
      subject.receive(subscriber: TimerSubscriber(downstream: subscriber))
    }

    public func connect() -> any Cancellable {
      let subject = subject
      let period = interval > 0 ? interval : 0.000_1
      if let target = MainSchedulerOverride.target(for: runLoop) {
        let step = TestScheduler.Stride.seconds(period)
        return target.scheduler.schedule(
          after: target.scheduler.now.advanced(by: step),
          interval: step,
          tolerance: .zero,
          options: nil
        ) { subject.send(target.now) }
      }
      // The run loop's shared timer in this mode (see `RunLoop.schedule(options:_:)`): a
      // Foundation timer of its own would never be deallocated, nor would the subject.
      let queue = RunLoopActionQueue.queue(for: runLoop, mode: mode)
      let id = queue.schedule(
        at: Date(timeIntervalSinceNow: period),
        every: period,
        ScheduledAction { subject.send(Date()) }
      )
      return AnyCancellable { queue.cancel(id) }
    }
  }
}
