public import Synchronization

/// The state and the rules that `PassthroughSubject` and `CurrentValueSubject` share: the list of
/// subscribers in subscription order, the completion, and the upstream subscriptions.
///
/// Every method copies what it needs under the lock and calls out after releasing it. `send` is
/// inlinable, so a send specialised in the client looks up no generic metadata.
///
/// A subject with one subscriber (most have one) publishes it in ``sole``, so that a send reaches
/// it with neither the lock nor a retain: the send counts itself in ``readers`` while it uses
/// the subscriber, and a subscriber removed while a send is counted is kept in
/// ``SubjectState/retired`` until the last counted send has left. The subscriber itself drops
/// a value that arrives after its cancel or completion (see ``Subscribers/Sink`` and
/// ``SubjectConduit``), as it does for a value from a snapshot taken before them.
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

  /// The list's ``SubscriberList/sole``, stored under the lock after every change of the list
  /// and read by a send without it.
  @usableFromInline let sole = Atomic<UInt>(SubjectSole.empty)

  /// Twice the number of sends that may be using ``sole``'s subscriber, plus
  /// ``SubjectGate/pending`` while removed subscribers wait in ``SubjectState/retired``.
  @usableFromInline let readers = Atomic<UInt>(0)

  /// The completion, once sent; guarded by the mutex of `state`.
  @usableFromInline @exclusivity(unchecked) var completion: Subscribers.Completion<Failure>?

  /// The current value of a `CurrentValueSubject`; guarded by the mutex of `state`.
  @usableFromInline @exclusivity(unchecked) var currentValue: Output?

  /// The subject's type name, used in trap messages and descriptions.
  let name: String

  /// Whether a subscriber without demand keeps the latest value (`CurrentValueSubject`) rather
  /// than missing it (`PassthroughSubject`).
  @usableFromInline let buffersLatest: Bool

  /// Whether every subscriber receives every value whatever its demand, as those of Combine's
  /// `ObservableObjectPublisher` do.
  @usableFromInline let ignoresDemand: Bool

  init(name: String, current: Output? = nil) {
    self.name = name
    buffersLatest = current != nil
    ignoresDemand = name == "ObservableObjectPublisher"
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
      publishSole(state)
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
      publishSole(state)
      return (true, currentValue, state.startUpstreams())
    }
    guard let attached else {
      sink.endTurn(thread)
      return false
    }
    if let pending = attached.pending { sink.call(pending) }
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
  ///
  /// A `PassthroughSubject` with no subscriber or one takes no lock; with more, it takes a
  /// snapshot of the list under the lock. A `CurrentValueSubject` stores the value under the
  /// lock and reads the subscribers in the same round trip.
  @inlinable
  func send(_ value: Output, current update: CurrentUpdate = .none) {
    // Read again below, once counted; a send that finds nobody needs no count.
    if case .none = update, sole.load(ordering: .relaxed) == SubjectSole.empty { return }
    readers.wrappingAdd(2, ordering: .sequentiallyConsistent)
    defer {
      if readers.wrappingSubtract(2, ordering: .sequentiallyConsistent).newValue
        == SubjectGate.pending
      {
        releaseRetired()
      }
    }
    // Optional, so that a send to one subscriber releases no array.
    let sole: UInt
    var entries: [SubscriberList.Entry]? = nil
    if case .none = update {
      sole = self.sole.load(ordering: .sequentiallyConsistent)
      if sole == SubjectSole.many {
        entries = state.withLock { state in completion == nil ? state.subscribers.entries : nil }
      }
    } else {
      (sole, entries) = state.withLock { state -> (UInt, [SubscriberList.Entry]?) in
        let active = completion == nil
        if active || update == .always { currentValue = value }
        guard active else { return (SubjectSole.empty, nil) }
        let sole = self.sole.load(ordering: .relaxed)
        return (sole, sole == SubjectSole.many ? state.subscribers.entries : nil)
      }
    }
    let thread = ThreadID.currentWord
    if sole > SubjectSole.empty {
      // Counted in `readers`: the subscriber stays alive until this send leaves.
      deliver(
        value,
        to: UnsafeRawPointer(bitPattern: sole & ~SubjectSole.sink).unsafelyUnwrapped,
        isSink: sole & SubjectSole.sink != 0,
        thread: thread
      )
      return
    }
    guard let entries else { return }
    // The snapshot keeps every subscriber alive, so each is used without a reference of its own.
    SubscriberList.forEachSubscriber(in: entries) { subscriber, isSink in
      deliver(value, to: subscriber, isSink: isSink, thread: thread)
    }
  }

  /// Delivers `value` to one listed subscriber, which the caller keeps alive.
  @inlinable
  func deliver(_ value: Output, to subscriber: UnsafeRawPointer, isSink: Bool, thread: UInt) {
    if isSink {
      Unmanaged<Subscribers.Sink<Output, Failure>>.fromOpaque(subscriber)
        ._withUnsafeGuaranteedRef { $0.deliver(value, thread: thread) }
    } else {
      Unmanaged<SubjectConduit<Output, Failure>>.fromOpaque(subscriber)
        ._withUnsafeGuaranteedRef { $0.offer(value) }
    }
  }

  /// Publishes the list's ``SubscriberList/sole`` after a change of the list; called under the
  /// lock.
  @usableFromInline
  func publishSole(_ state: SubjectState) {
    sole.store(state.subscribers.sole, ordering: .sequentiallyConsistent)
  }

  /// Whether a send is counted in ``readers`` now; read under the lock after ``publishSole(_:)``.
  var isSendCounted: Bool {
    readers.load(ordering: .sequentiallyConsistent) >> 1 != 0
  }

  /// Keeps `removed`, just removed from the list, until no send that may still use it is
  /// counted; called under the lock when ``isSendCounted``.
  ///
  /// A counted send may still be using a removed subscriber it read from ``sole`` (before this
  /// change or an earlier one): it is kept in ``SubjectState/retired`` until the last counted
  /// send leaves (``releaseRetired()``). Returns the retired subscribers, for the caller to
  /// release after the lock, when the last counted send left before they were flagged.
  func retire(_ removed: AnyObject, _ state: inout SubjectState) -> [AnyObject]? {
    state.retired.append(removed)
    let gate = readers.bitwiseOr(SubjectGate.pending, ordering: .sequentiallyConsistent).newValue
    // The last counted send may have left before the flag was set; then nobody else will.
    guard gate == SubjectGate.pending else { return nil }
    return takeRetired(&state)
  }

  /// Releases the retired subscribers once no send is counted; called by the last send to
  /// leave while some are retired.
  @usableFromInline
  func releaseRetired() {
    let released = state.withLock { state -> [AnyObject] in
      guard readers.load(ordering: .sequentiallyConsistent) == SubjectGate.pending else {
        return []
      }
      return takeRetired(&state)
    }
    withExtendedLifetime(released) {}
  }

  /// Empties ``SubjectState/retired`` and clears ``SubjectGate/pending``.
  ///
  /// Called under the lock when no send is counted: a send counted later reads only subscribers
  /// still listed.
  private func takeRetired(_ state: inout SubjectState) -> [AnyObject] {
    readers.bitwiseAnd(~SubjectGate.pending, ordering: .sequentiallyConsistent)
    defer { state.retired = [] }
    return state.retired
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let entries = state.withLock { state -> [SubscriberList.Entry] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      state.upstreams = []
      let entries = state.subscribers.removeAll()
      publishSole(state)
      // The entries keep the subscribers alive until they are completed, below; a send still
      // counted may be using one of them after that.
      if isSendCounted {
        for case let subscriber? in entries.lazy.map(\.subscriber) {
          // Released with the entries if no send is counted any more.
          _ = retire(subscriber, &state)
        }
      }
      return entries
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
    let released = state.withLock { state -> (AnyObject?, [AnyObject]?) in
      guard let removed = state.subscribers.remove(order: order) else { return (nil, nil) }
      publishSole(state)
      guard isSendCounted else { return (removed, nil) }
      return (nil, retire(removed, &state))
    }
    withExtendedLifetime(released) {}
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
  /// Subscribers removed while a send may still be using them (see ``SubjectCore/sole``).
  var retired: [AnyObject] = []

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

/// The flag of ``SubjectCore/readers``.
@usableFromInline
enum SubjectGate {
  /// Removed subscribers wait in ``SubjectState/retired`` for the counted sends to leave.
  @inlinable static var pending: UInt { 1 }
}
