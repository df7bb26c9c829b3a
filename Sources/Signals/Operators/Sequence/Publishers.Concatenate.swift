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
  fileprivate final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output

    // Every mutable property lives in `state`; no subscriber is called under the lock.
    private let state: Locked<State>

    private struct State: TransformCountedLinkState {
      var upstream: SubscriptionStatus = .awaiting
      var downstream: Downstream?
      var suffix: Suffix?
      var demand = Subscribers.Demand.none
    }

    init(downstream: Downstream, suffix: Suffix) {
      state = Locked(State(downstream: downstream, suffix: suffix))
    }

    var description: String { "Concatenate" }

    func receive(subscription: any Subscription) {
      let accepted = state.withLock { state in
        state.upstream.accept(subscription)
          ? (state.suffix == nil, state.demand, state.downstream) : nil
      }
      guard let (inSuffix, demand, downstream) = accepted else { return subscription.cancel() }
      if !inSuffix {
        downstream?.receive(subscription: self)
      } else if demand > 0 {
        subscription.request(demand)
      }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      state.deliverCounted(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      let next = state.withLock { state -> (Suffix?, Downstream?) in
        guard state.upstream.active != nil, state.downstream != nil else { return (nil, nil) }
        if case .finished = completion, let suffix = state.suffix {
          state.suffix = nil
          state.upstream = .awaiting
          return (suffix, nil)
        }
        defer { (state.upstream, state.downstream) = (.terminal, nil) }
        return (nil, state.downstream)
      }
      if let suffix = next.0 { suffix.subscribe(SuffixSide(inner: self)) }
      next.1?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
      state.withLock { state in
        state.demand += demand
        return state.upstream.active
      }?
      .request(demand)
    }

    func cancel() {
      let upstream = state.withLock { state in
        defer { (state.upstream, state.downstream, state.suffix) = (.terminal, nil, nil) }
        return state.upstream.active
      }
      upstream?.cancel()
    }
  }
}

extension Publishers.Concatenate.Inner: CombineReflecting {
  /// No children, as in Combine.
  var reflectedChildren: [Mirror.Child] { [] }
}

/// How the prefix and the suffix are subscribed: through two types distinct from each other and
/// from the downstream's subscription, sharing the operator's identity, as Combine's do.
private protocol ConcatenateSide: Subscriber, CombineReflecting {
  associatedtype Link: Subscriber, CombineReflecting
  where Link.Input == Input, Link.Failure == Failure
  var inner: Link { get }
}

extension ConcatenateSide {
  var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
  var description: String { inner.description }
  var reflectedChildren: [Mirror.Child] { inner.reflectedChildren }

  func receive(subscription: any Subscription) { inner.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { inner.receive(input) }
  func receive(completion: Subscribers.Completion<Failure>) {
    inner.receive(completion: completion)
  }
}

extension Publishers.Concatenate {
  fileprivate struct PrefixSide<Downstream: Subscriber>: ConcatenateSide
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output
    let inner: Inner<Downstream>
  }

  fileprivate struct SuffixSide<Downstream: Subscriber>: ConcatenateSide
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Output
    let inner: Inner<Downstream>
  }
}
