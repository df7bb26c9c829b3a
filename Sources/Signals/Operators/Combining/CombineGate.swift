/// The one engine behind `prefix(untilOutputFrom:)`, `drop(untilOutputFrom:)` and
/// `withLatestFrom`: the upstream's values pass a gate that a second publisher (`other`) controls.
///
/// Demand is passed to the upstream as requested; `other` is asked for one value (prefix and
/// drop) or for `.unlimited` (withLatestFrom). Both feed one ``CombineDrain``, so the downstream
/// is never called from two threads at once.
final class CombineGate<Input, OtherOutput, OtherFailure: Error, Output, Failure: Error>:
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  enum Rule {
    /// Values pass until `other` sends; then the result finishes. `other`'s completion is
    /// ignored.
    case prefixUntil
    /// Values are dropped (using up demand, as in Combine) until `other` sends; a completion of
    /// `other` before that ends the result with it.
    case dropUntil
    /// Each value is combined with `other`'s latest; the upstream is subscribed to only once
    /// `other` has sent its first value (as in CombineExt). `other` failing fails the result.
    case withLatest
  }

  // Every mutable property lives in `state`; calls out happen after releasing it.
  private let state = Locked(State())
  private let drain: CombineDrain<Output, Failure>
  private let rule: Rule
  private let combine: (Input, OtherOutput?) -> Output
  private let otherFailure: (OtherFailure) -> Failure
  let description: String

  /// What a value from `other` leads to, decided under the lock and run after it.
  private enum OtherAction {
    case none
    case finish
    case cancelOther(any Subscription)
    case startUpstream(() -> Void)
  }

  private struct State {
    var upstream: SubscriptionStatus = .awaiting
    var other: SubscriptionStatus = .awaiting
    var requested = Subscribers.Demand.none
    var latest: OtherOutput?
    var triggered = false
    var terminal = false
    /// Subscribes to the upstream; waiting for `other`'s first value (withLatestFrom only).
    var startUpstream: (() -> Void)?
    /// The two publishers, kept until the end as CombineExt's withLatestFrom keeps them (so a
    /// relay released by its owner stays subscribed until the subscription is cancelled).
    var kept: Any?
  }

  init(
    _ downstream: AnySubscriber<Output, Failure>,
    rule: Rule,
    name: String,
    combine: @escaping (Input, OtherOutput?) -> Output,
    otherFailure: @escaping (OtherFailure) -> Failure
  ) {
    drain = CombineDrain(downstream)
    self.rule = rule
    self.combine = combine
    self.otherFailure = otherFailure
    description = name
    drain.onDelivered = { [weak self] _, extra in self?.requestUpstream(extra) }
  }

  func request(_ demand: Subscribers.Demand) {
    drain.request(demand)
    requestUpstream(demand)
  }

  private func requestUpstream(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let upstream = state.withLock { state -> (any Subscription)? in
      state.requested += demand
      return state.upstream.active
    }
    upstream?.request(demand)
  }

  func cancel() {
    end(nil)
  }

  /// Ends the stream: cancels what is still attached, then completes the drain (or detaches it).
  private func end(_ completion: Subscribers.Completion<Failure>?) {
    let (attached, kept) = state.withLock { state -> ([any Subscription], Any?) in
      guard !state.terminal else { return ([], nil) }
      state.terminal = true
      defer {
        state.upstream = .terminal
        state.other = .terminal
        state.latest = nil
        state.startUpstream = nil
        state.kept = nil
      }
      return ([state.upstream.active, state.other.active].compactMap { $0 }, state.kept)
    }
    for subscription in attached { subscription.cancel() }
    if let completion { drain.complete(completion) } else { drain.cancel() }
    withExtendedLifetime(kept) {}  // The publishers are released last, outside the lock.
  }
}

extension CombineGate {
  func receiveUpstream(subscription: any Subscription) {
    let requested = state.withLock { state -> Subscribers.Demand? in
      guard !state.terminal, state.upstream.accept(subscription) else { return nil }
      return state.requested
    }
    guard let requested else { return subscription.cancel() }
    if requested > 0 { subscription.request(requested) }
  }

  func receiveUpstream(_ input: Input) -> Subscribers.Demand {
    let gate = state.withLock { state -> (open: Bool, latest: OtherOutput?)? in
      guard !state.terminal else { return nil }
      switch rule {
      case .prefixUntil: return (!state.triggered, nil)
      case .dropUntil: return (state.triggered, nil)
      case .withLatest: return (state.latest != nil, state.latest)
      }
    }
    guard let gate else { return .none }
    guard gate.open else { return rule == .withLatest ? .max(1) : .none }
    drain.enqueue(combine(input, gate.latest))
    return .none
  }

  func receiveUpstream(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0.upstream = .terminal }
    end(completion)
  }

  func receiveOther(subscription: any Subscription) {
    guard state.withLock({ !$0.terminal && $0.other.accept(subscription) }) else {
      return subscription.cancel()
    }
    subscription.request(rule == .withLatest ? .unlimited : .max(1))
  }

  func receiveOther(_ value: OtherOutput) {
    let action = state.withLock { state -> OtherAction in
      guard !state.terminal else { return .none }
      switch rule {
      case .prefixUntil: return .finish
      case .withLatest:
        state.latest = value
        defer { state.startUpstream = nil }
        return state.startUpstream.map(OtherAction.startUpstream) ?? .none
      case .dropUntil:
        state.triggered = true
        defer { state.other = .terminal }
        return state.other.active.map(OtherAction.cancelOther) ?? .none
      }
    }
    switch action {
    case .none: return
    case .finish: end(.finished)
    case .cancelOther(let subscription): subscription.cancel()
    case .startUpstream(let start): start()
    }
  }

  func receiveOther(completion: Subscribers.Completion<OtherFailure>) {
    let (untriggered, unstarted) = state.withLock { state -> (Bool, (() -> Void)?) in
      state.other = .terminal
      defer { state.startUpstream = nil }
      return (!state.triggered && !state.terminal, state.startUpstream)
    }
    withExtendedLifetime(unstarted) {}  // An upstream never started is released unlocked.
    switch (rule, completion) {
    case (.prefixUntil, _), (.withLatest, .finished): return
    case (.dropUntil, .finished): if untriggered { end(.finished) }
    case (.dropUntil, .failure(let error)): if untriggered { end(.failure(otherFailure(error))) }
    case (.withLatest, .failure(let error)): end(.failure(otherFailure(error)))
    }
  }
}

/// Feeds the upstream's events into a ``CombineGate``.
struct CombineGateUpstream<Input, OtherOutput, OtherFailure: Error, Output, Failure: Error>:
  Subscriber, CombineReflecting
{
  let gate: CombineGate<Input, OtherOutput, OtherFailure, Output, Failure>
  var combineIdentifier: CombineIdentifier { gate.combineIdentifier }
  var description: String { gate.description }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) {
    gate.receiveUpstream(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    gate.receiveUpstream(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    gate.receiveUpstream(completion: completion)
  }
}

/// Feeds the other publisher's events into a ``CombineGate``.
struct CombineGateOther<Input, OtherOutput, OtherFailure: Error, Output, Failure: Error>:
  Subscriber, CombineReflecting
{
  let gate: CombineGate<Input, OtherOutput, OtherFailure, Output, Failure>
  let combineIdentifier = CombineIdentifier()
  var description: String { gate.description }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) {
    gate.receiveOther(subscription: subscription)
  }

  func receive(_ input: OtherOutput) -> Subscribers.Demand {
    gate.receiveOther(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<OtherFailure>) {
    gate.receiveOther(completion: completion)
  }
}

extension CombineGate {
  /// Subscribes `subscriber` to `upstream` gated by `other`, the shared body of `receive`.
  ///
  /// `other` is subscribed first, as in Combine; for withLatestFrom the upstream waits for
  /// `other`'s first value.
  static func attach<Upstream: Publisher, Other: Publisher, Downstream: Subscriber>(
    _ subscriber: Downstream,
    upstream: Upstream,
    other: Other,
    rule: Rule,
    name: String,
    combine: @escaping (Input, OtherOutput?) -> Output,
    otherFailure: @escaping (OtherFailure) -> Failure
  )
  where
    Upstream.Output == Input,
    Upstream.Failure == Failure,
    Other.Output == OtherOutput,
    Other.Failure == OtherFailure,
    Downstream.Input == Output,
    Downstream.Failure == Failure
  {
    let gate = CombineGate(
      AnySubscriber(subscriber),
      rule: rule,
      name: name,
      combine: combine,
      otherFailure: otherFailure
    )
    subscriber.receive(subscription: gate)
    guard rule == .withLatest else {
      other.subscribe(CombineGateOther(gate: gate))
      upstream.subscribe(CombineGateUpstream(gate: gate))
      return
    }
    gate.state.withLock { state in
      if !state.terminal {
        state.startUpstream = { upstream.subscribe(CombineGateUpstream(gate: gate)) }
        state.kept = (upstream, other)
      }
    }
    other.subscribe(CombineGateOther(gate: gate))
  }
}
