extension Publishers {
  /// A publisher that delivers all values of one publisher, then all values of another.
  ///
  /// ```swift
  /// let both = Publishers.Concatenate(prefix: [1].publisher, suffix: [2].publisher)
  /// ```
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure

    /// The publisher whose values come first.
    public let prefix: Prefix

    /// The publisher subscribed to when `prefix` finishes.
    public let suffix: Suffix

    /// Creates a publisher of the values of `prefix`, then of `suffix`.
    ///
    /// - Parameters:
    ///   - prefix: The publisher whose values come first.
    ///   - suffix: The publisher subscribed to when `prefix` finishes.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      prefix.subscribe(PrefixSide(inner: Inner(downstream: subscriber, suffix: suffix)))
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publishers.Concatenate {
  /// Subscribes to the prefix, then to the suffix, carrying the downstream's unmet demand over.
  ///
  /// As Combine's: a prefix value beyond the downstream's demand is dropped (so a value sent
  /// from inside the delivery of another one uses up the demand and no more), the suffix is asked
  /// for the demand left when the prefix finishes and its values are passed on uncounted, and
  /// each side ignores what it sends after its own end.
  fileprivate final class Inner<Downstream: Subscriber>: Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output

    // Every mutable property lives in `state`; no subscriber is called under the lock.
    private let state: Locked<State>

    private struct State {
      var prefix: SubscriptionStatus = .awaiting
      var suffixLink: SubscriptionStatus = .awaiting
      var downstream: Downstream?
      var suffix: Suffix?
      var demand = Subscribers.Demand.none

      /// The side currently subscribed to, to pass requests and the cancel on.
      var active: (any Subscription)? { prefix.active ?? suffixLink.active }

      /// Ends both sides; returns what was held so it is released after the lock.
      mutating func end() -> (Downstream?, Suffix?) {
        defer { (prefix, suffixLink, downstream, suffix) = (.terminal, .terminal, nil, nil) }
        return (downstream, suffix)
      }
    }

    init(downstream: Downstream, suffix: Suffix) {
      state = Locked(State(downstream: downstream, suffix: suffix))
    }

    var description: String { "Concatenate" }

    func request(_ demand: Subscribers.Demand) {
      state.withLock { state in
        state.demand += demand
        return state.active
      }?
      .request(demand)
    }

    func cancel() {
      let (upstream, held) = state.withLock { state in (state.active, state.end()) }
      withExtendedLifetime(held) { upstream?.cancel() }
    }

    fileprivate func prefixReceive(subscription: any Subscription) {
      let downstream = state.withLock { state in
        state.prefix.accept(subscription) ? state.downstream : nil
      }
      guard let downstream else { return subscription.cancel() }
      downstream.receive(subscription: self)
    }

    fileprivate func prefixReceive(_ input: Input) -> Subscribers.Demand {
      let downstream = state.withLock { state -> Downstream? in
        guard state.prefix.active != nil, state.demand > 0 else { return nil }
        state.demand -= 1
        return state.downstream
      }
      guard let downstream else { return .none }
      let more = downstream.receive(input)
      guard more > 0 else { return .none }
      state.withLock { $0.demand += more }
      return more
    }

    fileprivate func prefixReceive(completion: Subscribers.Completion<Failure>) {
      let next = state.withLock { state -> (Suffix?, Downstream?) in
        guard state.prefix.active != nil, state.downstream != nil else { return (nil, nil) }
        state.prefix = .terminal
        if case .finished = completion, let suffix = state.suffix { return (suffix, nil) }
        let (downstream, _) = state.end()
        return (nil, downstream)
      }
      if let suffix = next.0 { suffix.subscribe(SuffixSide(inner: self)) }
      next.1?.receive(completion: completion)
    }

    fileprivate func suffixReceive(subscription: any Subscription) {
      let demand = state.withLock { state in
        state.suffixLink.accept(subscription) ? state.demand : nil
      }
      guard let demand else { return subscription.cancel() }
      if demand > 0 { subscription.request(demand) }
    }

    fileprivate func suffixReceive(_ input: Input) -> Subscribers.Demand {
      let downstream = state.withLock { $0.suffixLink.active != nil ? $0.downstream : nil }
      return downstream?.receive(input) ?? .none
    }

    fileprivate func suffixReceive(completion: Subscribers.Completion<Failure>) {
      let held = state.withLock { state -> (Downstream?, Suffix?) in
        guard state.suffixLink.active != nil else { return (nil, nil) }
        return state.end()
      }
      held.0?.receive(completion: completion)
    }
  }
}

extension Publishers.Concatenate.Inner: CombineReflecting {
  /// No children, as in Combine.
  var reflectedChildren: [Mirror.Child] { [] }
}

/// How the prefix and the suffix are subscribed: through two types distinct from each other and
/// from the downstream's subscription, sharing the operator's identity, as Combine's do.
extension Publishers.Concatenate {
  fileprivate struct PrefixSide<Downstream: Subscriber>: Subscriber, CombineReflecting
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output
    let inner: Inner<Downstream>

    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var reflectedChildren: [Mirror.Child] { inner.reflectedChildren }

    func receive(subscription: any Subscription) { inner.prefixReceive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.prefixReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.prefixReceive(completion: completion)
    }
  }

  fileprivate struct SuffixSide<Downstream: Subscriber>: Subscriber, CombineReflecting
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output
    let inner: Inner<Downstream>

    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var reflectedChildren: [Mirror.Child] { inner.reflectedChildren }

    func receive(subscription: any Subscription) { inner.suffixReceive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.suffixReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.suffixReceive(completion: completion)
    }
  }
}
