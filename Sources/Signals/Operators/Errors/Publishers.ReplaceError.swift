extension Publisher {
  /// Replaces a failure with `output`, then finishes.
  ///
  /// The replacement waits for the downstream's demand, as in Combine.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, TestError>(error: .oops).replaceError(with: 0).sink { print($0) }
  /// // Prints "0"
  /// ```
  ///
  /// - Parameter output: The value delivered in place of the failure.
  /// - Returns: A publisher that cannot fail.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that replaces its upstream's failure with a value.
  ///
  /// ```swift
  /// let safe = Publishers.ReplaceError(upstream: Fail<Int, TestError>(error: .oops), output: 0)
  /// ```
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The value delivered in place of the failure.
    public let output: Upstream.Output

    /// The publisher whose failure is replaced.
    public let upstream: Upstream

    /// Creates a publisher that replaces the failure of `upstream` with `output`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose failure is replaced.
    ///   - output: The value delivered in place of the failure.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, output: output))
    }
  }
}

extension Publishers.ReplaceError {
  /// Counts the downstream's demand so the replacement is only sent when it was asked for.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Never {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    // Every mutable property lives in `state`; no subscriber is called under the lock.
    private let state: Locked<State>
    private let output: Output

    private struct State {
      var upstream: SubscriptionStatus = .awaiting
      var downstream: Downstream?
      var demand = Subscribers.Demand.none
      var failed = false
    }

    init(downstream: Downstream, output: Output) {
      state = Locked(State(downstream: downstream))
      self.output = output
    }

    var description: String { "ReplaceError" }

    func receive(subscription: any Subscription) {
      let downstream = state.withLock { $0.upstream.accept(subscription) ? $0.downstream : nil }
      guard let downstream else { return subscription.cancel() }
      downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      let downstream = state.withLock { state in
        state.upstream.active == nil
          ? nil
          : state.downstream.map { downstream in
            state.demand -= 1
            return downstream
          }
      }
      guard let downstream else { return .none }
      let more = downstream.receive(input)
      state.withLock { $0.demand += more }
      return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      var failed = false
      if case .failure = completion { failed = true }
      let ready = state.withLock { state -> (Downstream, replace: Bool)? in
        guard state.upstream.active != nil, let downstream = state.downstream else { return nil }
        state.upstream = .terminal
        if failed, state.demand == .none {
          state.failed = true
          return nil
        }
        state.downstream = nil
        return (downstream, replace: failed)
      }
      guard let (downstream, replace) = ready else { return }
      finish(downstream, replacing: replace)
    }

    func request(_ demand: Subscribers.Demand) {
      demand.assertPositive(in: "ReplaceError subscription request(_:)")
      let next = state.withLock { state -> Next in
        state.demand += demand
        guard state.failed else { return .upstream(state.upstream.active) }
        state.failed = false
        defer { state.downstream = nil }
        return .replace(state.downstream)
      }
      switch next {
      case .upstream(let upstream): upstream?.request(demand)
      case .replace(let downstream): downstream.map { finish($0, replacing: true) }
      }
    }

    private enum Next {
      case upstream((any Subscription)?)
      case replace(Downstream?)
    }

    func cancel() {
      let upstream = state.withLock { state in
        defer { (state.upstream, state.downstream) = (.terminal, nil) }
        return state.upstream.active
      }
      upstream?.cancel()
    }

    private func finish(_ downstream: Downstream, replacing: Bool) {
      if replacing { _ = downstream.receive(output) }
      downstream.receive(completion: .finished)
    }
  }
}
