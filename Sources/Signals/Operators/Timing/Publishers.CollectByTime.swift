extension Publisher {
  /// Collects values into arrays, one per interval of `strategy`'s scheduler, or sooner once
  /// a group reaches the strategy's count.
  ///
  /// Behaviour (where Combine documents none, this is Signals' choice):
  /// - The upstream is asked for `.unlimited`. Timer ticks fall every interval from the
  ///   subscription; a group reaching its count is delivered at once, on the upstream's
  ///   thread, and does not move the ticks.
  /// - An empty group is never delivered. Without downstream demand, the group keeps growing
  ///   until a tick finds demand (so it can exceed the count).
  /// - On `.finished` the last group is delivered, then the completion, on the upstream's
  ///   thread (waiting for demand if there is none). A failure drops the group.
  /// - `.byTimeOrCount` with a count below 1 traps with a message naming this call.
  ///
  /// ```swift
  /// let cancellable = taps
  ///   .collect(.byTimeOrCount(DispatchQueue.main, .seconds(1), 5))
  ///   .sink { print($0.count) }
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: The scheduler, the interval and, optionally, the count.
  ///   - options: Scheduler options for the timer.
  /// - Returns: A publisher that delivers arrays of values.
  public func collect<S: Scheduler>(
    _ strategy: Publishers.TimeGroupingStrategy<S>,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.CollectByTime<Self, S> {
    if let count = strategy.count {
      precondition(
        count > 0,
        "collect(_:options:) was given .byTimeOrCount with count \(count); it must be at least 1"
      )
    }
    return Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}

extension Publishers {
  /// A publisher that groups its upstream's values by time, or by time and count.
  ///
  /// ```swift
  /// let publisher = Publishers.CollectByTime(
  ///   upstream: subject, strategy: .byTime(queue, .seconds(1)), options: nil)
  /// ```
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are grouped.
    public let upstream: Upstream
    /// The scheduler, the interval and, optionally, the count.
    public let strategy: TimeGroupingStrategy<Context>
    /// Scheduler options for the timer.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher; ``Publisher/collect(_:options:)`` is the usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are grouped.
    ///   - strategy: The scheduler, the interval and, optionally, the count.
    ///   - options: Scheduler options for the timer.
    public init(
      upstream: Upstream,
      strategy: TimeGroupingStrategy<Context>,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, configuration: self))
    }
  }
}
