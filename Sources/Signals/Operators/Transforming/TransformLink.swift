/// The state of an operator with one upstream and one downstream, so the helpers below accept,
/// forward to, end and cancel that link the same way in every engine.
protocol TransformLinkState {
  associatedtype Downstream: Subscriber
  var upstream: SubscriptionStatus { get set }
  var downstream: Downstream? { get set }
}

/// A link that also counts the downstream's outstanding demand.
protocol TransformCountedLinkState: TransformLinkState {
  var demand: Subscribers.Demand { get set }
}

extension Locked where State: TransformLinkState {
  /// Accepts the first upstream subscription and returns the downstream to hand it on to;
  /// cancels any later one.
  func acceptUpstream(_ subscription: any Subscription) -> State.Downstream? {
    let downstream = withLock { $0.upstream.accept(subscription) ? $0.downstream : nil }
    if downstream == nil { subscription.cancel() }
    return downstream
  }

  /// Ends the link, returning what it held so the caller can call out after the lock.
  func endLink() -> (upstream: (any Subscription)?, downstream: State.Downstream?) {
    withLock { state in
      defer { (state.upstream, state.downstream) = (.terminal, nil) }
      return (state.upstream.active, state.downstream)
    }
  }

  /// Ends the link and cancels the upstream: the `cancel()` of every engine.
  ///
  /// A cancel that arrives before the upstream's subscription is ignored, as Combine's operators
  /// ignore it: the subscription, when it comes, is handed on as if nothing had happened. With
  /// `final`, as for Combine's filtering operators, it ends the link and the late subscription
  /// is cancelled.
  func cancelLink(final: Bool = false) {
    guard final || !withLock({ $0.upstream.isAwaiting }) else { return }
    endLink().upstream?.cancel()
  }

  /// Forwards `demand` to the upstream while the link is active.
  func forward(_ demand: Subscribers.Demand) {
    withLock { $0.upstream.active }?.request(demand)
  }
}

extension Locked where State: TransformCountedLinkState {
  /// Delivers `value` downstream while the link is active, counting one demand used and adding
  /// what the downstream asks for in return.
  func deliverCounted(_ value: State.Downstream.Input) -> Subscribers.Demand {
    let downstream = withLock { state -> State.Downstream? in
      guard state.upstream.active != nil, let downstream = state.downstream else { return nil }
      state.demand -= 1
      return downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    withLock { $0.demand += more }
    return more
  }
}
