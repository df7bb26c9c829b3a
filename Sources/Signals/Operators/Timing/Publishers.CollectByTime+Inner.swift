extension Publishers.CollectByTime {
  /// Keeps the open group, the downstream's demand and the repeating timer.
  final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // Every mutable property lives in `state` or in `link`'s `Locked` value.
    private let link: TimingLink<Downstream>
    // What the timer needs, not the publisher: as in Combine, the subscription does not hold
    // its upstream (a subject holding this subscriber would otherwise hold itself).
    private let strategy: Publishers.TimeGroupingStrategy<Context>
    private let options: Context.SchedulerOptions?
    private let state = Locked(State())

    private struct State {
      var group: [Upstream.Output] = []
      var demand = Subscribers.Demand.none
      var timer: (any Cancellable)?
      var finished = false

      /// Takes the group if it may be delivered now.
      mutating func takeGroup(when ready: Bool) -> [Upstream.Output]? {
        guard ready, !group.isEmpty, demand > 0 else { return nil }
        demand -= 1
        defer { group = [] }
        return group
      }
    }

    init(downstream: Downstream, configuration: Publishers.CollectByTime<Upstream, Context>) {
      link = TimingLink(downstream)
      strategy = configuration.strategy
      options = configuration.options
    }

    var description: String { "CollectByTime" }

    func receive(subscription: any Subscription) {
      guard link.attach(subscription) else { return subscription.cancel() }
      let scheduler = strategy.scheduler
      let interval = strategy.interval
      let timer = scheduler.schedule(
        after: scheduler.now.advanced(by: interval),
        interval: interval,
        tolerance: scheduler.minimumTolerance,
        options: options
      ) { [weak self] in self?.tick() }
      state.withLock { $0.timer = timer }
      link.deliver(subscription: self)
      subscription.request(.unlimited)
    }

    private func tick() {
      deliver(state.withLock { $0.finished ? nil : $0.takeGroup(when: true) })
    }

    private func deliver(_ group: [Upstream.Output]?) {
      guard let group else { return }
      link.deliver(group) { [state] demand in
        // The demand goes to the state alone: no reference to this subscription is kept.
        state.withLock { $0.demand += demand }
      }
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
      guard link.isActive else { return .none }
      let limit = strategy.count
      deliver(
        state.withLock { state in
          state.group.append(input)
          return state.takeGroup(when: limit.map { state.group.count >= $0 } ?? false)
        }
      )
      return .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
      guard link.upstreamEnded() else { return }
      let (timer, group, waits) = state.withLock { state in
        defer { state.timer = nil }
        state.finished = true
        guard case .finished = completion else {
          state.group = []
          return (state.timer, [Upstream.Output]?.none, false)
        }
        let group = state.takeGroup(when: true)
        return (state.timer, group, !state.group.isEmpty)
      }
      timer?.cancel()
      deliver(group)
      if !waits { link.deliver(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
      demand.assertPositive(in: "Publishers.CollectByTime subscription request(_:)")
      let lastGroup = state.withLock { state in
        state.demand += demand
        return state.finished ? state.takeGroup(when: true) : nil
      }
      guard let lastGroup else { return }
      deliver(lastGroup)
      link.deliver(completion: .finished)
    }

    func cancel() {
      let timer = state.withLock { state in
        defer { state = State(finished: true) }
        return state.timer
      }
      timer?.cancel()
      link.cancel()?.cancel()
    }
  }
}
