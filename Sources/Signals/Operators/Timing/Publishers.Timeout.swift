extension Publisher {
  /// Ends the stream if the upstream sends nothing for `interval`.
  ///
  /// The wait starts at subscription and restarts with every value. When it runs out, the
  /// upstream is cancelled and the downstream receives `.failure(customError())`, or
  /// `.finished` when there is no `customError`. Values and the upstream's own completion are
  /// delivered on `scheduler`. Requests go upstream at once, so the downstream's demand is
  /// honoured (Combine's own implementation asks the upstream for `.unlimited`). A scheduler that
  /// runs the timer at once, such as ``ImmediateScheduler``, stops the program at the
  /// subscription, as it does with Combine. As in Combine, the timer and every delivery waiting
  /// on the scheduler keep the subscriber alive until the scheduler has run or let go of them.
  ///
  /// ```swift
  /// let cancellable = response
  ///   .timeout(.seconds(5), scheduler: DispatchQueue.main, customError: { .timedOut })
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The longest silence allowed.
  ///   - scheduler: The scheduler to time and deliver on.
  ///   - options: Scheduler options for the timer and the deliveries.
  ///   - customError: Makes the error to fail with; without it, the stream finishes.
  /// - Returns: A publisher that ends after `interval` of silence.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self,
      interval: interval,
      scheduler: scheduler,
      options: options,
      customError: customError
    )
  }
}

extension Publishers {
  /// A publisher that ends its upstream's stream after a period of silence.
  ///
  /// ```swift
  /// let publisher = Publishers.Timeout(
  ///   upstream: subject, interval: .seconds(5), scheduler: queue, options: nil,
  ///   customError: nil)
  /// ```
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that is timed.
    public let upstream: Upstream
    /// The longest silence allowed.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler to time and deliver on.
    public let scheduler: Context
    /// Scheduler options for the timer and the deliveries.
    public let options: Context.SchedulerOptions?
    /// Makes the error to fail with; without it, the stream finishes.
    public let customError: (() -> Upstream.Failure)?

    /// Creates the publisher; ``Publisher/timeout(_:scheduler:options:customError:)`` is the
    /// usual way.
    ///
    /// - Parameters:
    ///   - upstream: The publisher that is timed.
    ///   - interval: The longest silence allowed.
    ///   - scheduler: The scheduler to time and deliver on.
    ///   - options: Scheduler options for the timer and the deliveries.
    ///   - customError: Makes the error to fail with; without it, the stream finishes.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions?,
      customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, configuration: self))
    }
  }
}

extension Publishers.Timeout {
  /// Arms a timer at the subscription, again at the downstream's first request (as Combine
  /// does), and at each value; a timer only fires for the latest generation.
  fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // Every mutable property lives in `timer` or in `link`'s `Locked` value.
    private let link: TimingLink<Downstream>
    // What the timers need, not the publisher: as in Combine, the subscription does not hold
    // its upstream (a subject holding this subscriber would otherwise hold itself).
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Upstream.Failure)?
    private let timer = Locked(Timer())

    /// The generation of the latest timer, and that timer until it fires or is replaced.
    private struct Timer {
      var generation = 0
      var cancellable: (any Cancellable)?
      /// Whether the downstream has made its first request.
      var requested = false
      /// The upstream's subscription while its completion waits on the scheduler: a cancel
      /// meanwhile still reaches it, as in Combine.
      var completing: (any Subscription)?
      /// The thread arming the subscription's timer, while it does.
      var arming: ThreadID?
    }

    init(downstream: Downstream, configuration: Publishers.Timeout<Upstream, Context>) {
      link = TimingLink(downstream)
      scheduler = configuration.scheduler
      interval = configuration.interval
      options = configuration.options
      customError = configuration.customError
    }

    var description: String { "Timeout" }

    /// Arms Combine's timer: a repeating one, cancelled when it fires or is replaced; it keeps
    /// this subscription alive until then.
    ///
    /// With `first` (the timer armed at the subscription), a timer that fires before the
    /// scheduler's `schedule` returns (an ``ImmediateScheduler``'s) traps, as Combine's timeout
    /// does: it arms its timer under its lock and fires under the same lock.
    /// Arms the timer; its action keeps `downstream` alive until it is let go, as Combine's
    /// timer keeps its subscription (with the downstream) alive, even through a cancel.
    private func armTimer(keeping downstream: Downstream, first: Bool = false) {
      let current = timer.withLock { timer in
        timer.generation += 1
        if first { timer.arming = ThreadID.current }
        return timer.generation
      }
      let cancellable = scheduler.schedule(
        after: scheduler.now.advanced(by: interval),
        interval: interval,
        tolerance: scheduler.minimumTolerance,
        options: options
      ) { withExtendedLifetime(downstream) { self.timerFired(current) } }
      let stale = timer.withLock { timer -> (any Cancellable)? in
        timer.arming = nil
        guard timer.generation == current else { return cancellable }
        defer { timer.cancellable = cancellable }
        return timer.cancellable
      }
      stale?.cancel()
    }

    /// Ends the current timer: no generation fires any more.
    private func disarm() {
      timer.withLock { timer in
        timer.generation += 1
        defer { timer.cancellable = nil }
        return timer.cancellable
      }?
      .cancel()
    }

    private func timerFired(_ fired: Int) {
      let current = timer.withLock { timer -> (any Cancellable)?? in
        if let arming = timer.arming, arming == ThreadID.current {
          preconditionFailure(
            "timeout(_:scheduler:) fired while arming its timer: its scheduler ran the timer at "
              + "once (as ImmediateScheduler does), which Combine's timeout traps on"
          )
        }
        guard timer.generation == fired else { return nil }
        timer.generation += 1
        defer { timer.cancellable = nil }
        return .some(timer.cancellable)
      }
      guard let cancellable = current else { return }
      cancellable?.cancel()
      guard let upstream = link.detachUpstream() else { return }
      upstream.cancel()
      link.deliver(completion: customError.map { .failure($0()) } ?? .finished)
    }

    func receive(subscription: any Subscription) {
      guard link.attach(subscription) else { return subscription.cancel() }
      if let downstream = link.activeDownstream { armTimer(keeping: downstream, first: true) }
      link.deliver(subscription: self)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      guard let downstream = link.activeDownstream else { return .none }
      armTimer(keeping: downstream)
      scheduler.schedule(options: options) {
        withExtendedLifetime(downstream) {
          self.link.deliver(input) { self.link.requestUpstream($0) }
        }
      }
      return .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      let downstream = link.downstream
      guard let upstream = link.detachUpstream() else { return }
      timer.withLock { $0.completing = upstream }
      disarm()
      scheduler.schedule(options: options) {
        withExtendedLifetime(downstream) {
          self.timer.withLock { $0.completing = nil }
          self.link.deliver(completion: completion)
        }
      }
    }

    func request(_ demand: Subscribers.Demand) {
      let first = timer.withLock { timer in
        defer { timer.requested = true }
        return !timer.requested
      }
      if first, let downstream = link.activeDownstream { armTimer(keeping: downstream) }
      link.forwardRequest(demand)
    }

    func cancel() {
      disarm()
      let completing = timer.withLock { timer in
        defer { timer.completing = nil }
        return timer.completing
      }
      completing?.cancel()
      link.cancel()?.cancel()
    }
  }
}

extension Publishers.Timeout.Inner: CombineReflecting {
  /// No children, as in Combine.
  var reflectedChildren: [Mirror.Child] { [] }
}
