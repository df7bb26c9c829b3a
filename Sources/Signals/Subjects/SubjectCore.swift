/// The state and the rules that `PassthroughSubject` and `CurrentValueSubject` share: the list of
/// subscribers in subscription order, the completion, and the upstream subscriptions.
///
/// Every method copies what it needs under the lock and calls out after releasing it. `send` is
/// inlinable, so a send specialised in the client looks up no generic metadata.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  // Every mutable property lives in `state`; no lock is held while calling out.
  @usableFromInline let state: Locked<State>

  /// The subject's type name, used in trap messages and descriptions.
  let name: String

  /// Whether a subscriber without demand keeps the latest value (`CurrentValueSubject`) rather
  /// than missing it (`PassthroughSubject`).
  @usableFromInline let buffersLatest: Bool

  @usableFromInline
  struct State {
    @usableFromInline var subscribers = SubscriberList()
    @usableFromInline var completion: Subscribers.Completion<Failure>?
    var upstreams: [any Subscription] = []
    /// Whether the subject has asked its upstreams for values.
    var requestedUpstream = false
    /// The current value of a `CurrentValueSubject`.
    @usableFromInline var current: Output?
  }

  init(name: String, current: Output? = nil) {
    self.name = name
    buffersLatest = current != nil
    state = Locked(State(current: current))
  }

  /// The current value (`CurrentValueSubject` only).
  var current: Output? {
    state.withLock { $0.current }
  }

  /// Attaches a subscriber: a completed subject completes it at once, with no values.
  @inlinable
  func attach<S: Subscriber>(_ subscriber: S, subject: AnyObject)
  where S.Input == Output, S.Failure == Failure {
    let conduit = state.withLock { state -> SubjectConduit<Output, Failure>? in
      guard state.completion == nil else { return nil }
      let conduit = SubjectConduit(
        core: self,
        order: state.subscribers.upcomingOrder,
        subject: subject,
        downstream: subscriber,
        pending: state.current
      )
      state.subscribers.append(conduit, order: conduit.order)
      return conduit
    }
    guard let conduit else {
      let completion = state.withLock { $0.completion } ?? .finished
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    subscriber.receive(subscription: conduit)
  }

  /// What a send does to the current value of a `CurrentValueSubject`.
  @usableFromInline
  enum CurrentUpdate {
    /// A `PassthroughSubject` has no current value.
    case none
    /// `send(_:)`: the value becomes current unless the subject has completed.
    case whileActive
    /// Setting `value`: the value becomes current even after completion (silently then).
    case always
  }

  /// Delivers `value` to the subscribers attached now, unless the subject has completed.
  @inlinable
  func send(_ value: Output, current update: CurrentUpdate = .none) {
    let entries = state.withLock { state -> [SubscriberList.Entry] in
      let active = state.completion == nil
      switch update {
      case .none: break
      case .whileActive: if active { state.current = value }
      case .always: state.current = value
      }
      return active ? state.subscribers.entries : []
    }
    // The snapshot keeps every conduit alive, so each is used without a reference of its own.
    for entry in entries {
      guard let conduit = entry.conduit else { continue }
      Unmanaged.passUnretained(unsafeDowncast(conduit, to: SubjectConduit<Output, Failure>.self))
        ._withUnsafeGuaranteedRef { $0.offer(value) }
    }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let conduits = state.withLock { state -> [AnyObject]? in
      guard state.completion == nil else { return nil }
      state.completion = completion
      defer {
        state.subscribers.removeAll()
        state.upstreams = []
      }
      return state.subscribers.conduits
    }
    for conduit in conduits ?? [] {
      unsafeDowncast(conduit, to: SubjectConduit<Output, Failure>.self).finish(completion)
    }
  }

  /// Keeps an upstream subscription, and asks it for unlimited values now if `eagerly`, or once
  /// any subscriber has demand.
  func send(subscription: any Subscription, eagerly: Bool) {
    let request = state.withLock { state -> Bool in
      guard state.completion == nil else { return false }
      state.upstreams.append(subscription)
      if eagerly { state.requestedUpstream = true }
      return state.requestedUpstream
    }
    if request { subscription.request(.unlimited) }
  }

  /// Called when a subscriber requests values: the first demand starts the upstreams.
  func downstreamDidRequest() {
    let upstreams = state.withLock { state -> [any Subscription] in
      guard !state.requestedUpstream else { return [] }
      state.requestedUpstream = true
      return state.upstreams
    }
    for upstream in upstreams {
      upstream.request(.unlimited)
    }
  }

  func remove(_ conduit: SubjectConduit<Output, Failure>) {
    let removed = state.withLock { state -> AnyObject? in
      state.subscribers.remove(order: conduit.order)
    }
    withExtendedLifetime(removed) {}
  }

  /// Cancels the upstream subscriptions; called when the subject is deinitialised.
  func cancelUpstreams() {
    let upstreams = state.withLock { state in
      defer { state.upstreams = [] }
      return state.upstreams
    }
    for upstream in upstreams {
      upstream.cancel()
    }
  }
}
