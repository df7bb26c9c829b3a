/// The state and the rules that `PassthroughSubject` and `CurrentValueSubject` share: the list of
/// subscribers in subscription order, the completion, and the upstream subscriptions.
///
/// Every method copies what it needs under the lock and calls out after releasing it. `send` is
/// inlinable, so a send specialised in the client looks up no generic metadata.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  // Every mutable property is guarded by the mutex of `state`: the non-generic part lives in it,
  // `completion` and `current` beside it (read and written only inside `state.withLock`). No
  // lock is held while calling out.

  /// The subscribers and the upstreams, under the subject's mutex.
  ///
  /// Not generic, so that a cancel, which reaches the subject through unspecialised code, looks
  /// up no generic metadata to remove a subscriber.
  @usableFromInline let state: Locked<SubjectState>

  /// The completion, once sent; guarded by the mutex of `state`.
  @usableFromInline @exclusivity(unchecked) var completion: Subscribers.Completion<Failure>?

  /// The current value of a `CurrentValueSubject`; guarded by the mutex of `state`.
  @usableFromInline @exclusivity(unchecked) var currentValue: Output?

  /// The subject's type name, used in trap messages and descriptions.
  let name: String

  /// Whether a subscriber without demand keeps the latest value (`CurrentValueSubject`) rather
  /// than missing it (`PassthroughSubject`).
  @usableFromInline let buffersLatest: Bool

  init(name: String, current: Output? = nil) {
    self.name = name
    buffersLatest = current != nil
    currentValue = current
    state = Locked(SubjectState())
  }

  /// The current value (`CurrentValueSubject` only).
  var current: Output? {
    state.withLock { _ in currentValue }
  }

  /// Attaches a subscriber: a completed subject completes it at once, with no values.
  ///
  /// A ``Subscribers/Sink`` is attached directly, without a conduit: it serialises its calls
  /// itself and always has unlimited demand.
  @inlinable
  func attach<S: Subscriber>(_ subscriber: S, subject: AnyObject)
  where S.Input == Output, S.Failure == Failure {
    // `S` is the sink's own type here: reading the reference back needs no cast (a cast of a
    // generic value to `AnyObject` is a runtime call even when specialised).
    if S.self == Subscribers.Sink<Output, Failure>.self,
      attach(
        sink: withUnsafePointer(to: subscriber) {
          UnsafeRawPointer($0).load(as: Subscribers.Sink<Output, Failure>.self)
        },
        subject
      )
    {
      return
    }
    let conduit = state.withLock { state -> SubjectConduit<Output, Failure>? in
      guard completion == nil else { return nil }
      let conduit = SubjectConduit(
        core: self,
        order: state.subscribers.upcomingOrder,
        subject: subject,
        downstream: subscriber,
        pending: currentValue
      )
      state.subscribers.append(conduit, order: conduit.order)
      return conduit
    }
    guard let conduit else {
      let completion = state.withLock { _ in self.completion } ?? .finished
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    subscriber.receive(subscription: conduit)
  }

  /// Lists a sink that has not been attached before, and gives it the current value of a
  /// `CurrentValueSubject`; returns `false` when the sink is attached or ended already, or the
  /// subject has completed, for the general path to handle.
  ///
  /// The sink's turn is taken before it is listed, so that a send from another thread meanwhile
  /// is queued behind the current value.
  @inlinable
  func attach(sink: Subscribers.Sink<Output, Failure>, _ subject: AnyObject) -> Bool {
    let thread = ThreadID.currentWord
    guard sink.claim(thread) else { return false }
    let kind = buffersLatest ? 1 : 0
    let attached = state.withLock {
      state -> (linked: Bool, pending: Output?, upstreams: [any Subscription])? in
      guard completion == nil else { return nil }
      let order = state.subscribers.upcomingOrder
      guard sink.link(to: subject, slot: order << 1 | kind) else { return (false, nil, []) }
      state.subscribers.append(sink, order: order, isSink: true)
      return (true, currentValue, state.startUpstreams())
    }
    guard let attached else {
      sink.endTurn(thread)
      return false
    }
    if let pending = attached.pending { sink.receiveValue?(pending) }
    sink.endTurn(thread)
    for upstream in attached.upstreams {
      upstream.request(.unlimited)
    }
    return true
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
      let active = completion == nil
      switch update {
      case .none: break
      case .whileActive: if active { currentValue = value }
      case .always: currentValue = value
      }
      return active ? state.subscribers.entries : []
    }
    guard !entries.isEmpty else { return }
    let thread = ThreadID.currentWord
    // The snapshot keeps every subscriber alive, so each is used without a reference of its own.
    SubscriberList.forEachSubscriber(in: entries) { subscriber, isSink in
      if isSink {
        Unmanaged<Subscribers.Sink<Output, Failure>>.fromOpaque(subscriber)
          ._withUnsafeGuaranteedRef { $0.deliver(value, thread: thread) }
      } else {
        Unmanaged<SubjectConduit<Output, Failure>>.fromOpaque(subscriber)
          ._withUnsafeGuaranteedRef { $0.offer(value) }
      }
    }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let entries = state.withLock { state -> [SubscriberList.Entry] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      state.upstreams = []
      return state.subscribers.removeAll()
    }
    for entry in entries {
      guard let subscriber = entry.subscriber else { continue }
      if entry.isSink {
        unsafeDowncast(subscriber, to: Subscribers.Sink<Output, Failure>.self)
          .deliver(completion: completion)
      } else {
        unsafeDowncast(subscriber, to: SubjectConduit<Output, Failure>.self).finish(completion)
      }
    }
  }

  /// Keeps an upstream subscription, and asks it for unlimited values now if `eagerly`, or once
  /// any subscriber has demand.
  func send(subscription: any Subscription, eagerly: Bool) {
    let request = state.withLock { state -> Bool in
      guard completion == nil else { return false }
      state.upstreams.append(subscription)
      if eagerly { state.requestedUpstream = true }
      return state.requestedUpstream
    }
    if request { subscription.request(.unlimited) }
  }

  /// Called when a subscriber requests values: the first demand starts the upstreams.
  func downstreamDidRequest() {
    let upstreams = state.withLock { $0.startUpstreams() }
    for upstream in upstreams {
      upstream.request(.unlimited)
    }
  }

  func remove(_ conduit: SubjectConduit<Output, Failure>) {
    removeSubscriber(order: conduit.order)
  }

  /// Removes the subscriber numbered `order`, if it is still listed.
  func removeSubscriber(order: Int) {
    let removed = state.withLock { state -> AnyObject? in
      state.subscribers.remove(order: order)
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

/// The non-generic part of a subject's state: its subscribers and its upstream subscriptions.
@usableFromInline
struct SubjectState {
  @usableFromInline var subscribers = SubscriberList()
  @usableFromInline var upstreams: [any Subscription] = []
  /// Whether the subject has asked its upstreams for values.
  @usableFromInline var requestedUpstream = false

  @usableFromInline
  init() {}

  /// The upstreams to ask for values when a subscriber first has demand: all of them the first
  /// time, none after.
  @inlinable
  mutating func startUpstreams() -> [any Subscription] {
    guard !requestedUpstream else { return [] }
    requestedUpstream = true
    return upstreams
  }
}
