public import Synchronization

extension Subscribers {
  /// A subscriber that requests unlimited values and hands each one, and the completion, to a
  /// closure.
  ///
  /// Usually made with `sink(receiveCompletion:receiveValue:)`. On completion or cancel it
  /// releases its closures and its subscription, so nothing it captured outlives it.
  ///
  /// As Combine's, a sink ignores a cancel that comes before its subscription: it keeps its
  /// closures, still calls them with what it receives, and takes the subscription when it comes.
  ///
  /// ```swift
  /// let sink = Subscribers.Sink<Int, Never>(
  ///   receiveCompletion: { print($0) },
  ///   receiveValue: { print($0) })
  /// [1, 2].publisher.subscribe(sink)  // Prints "1", "2", "finished"
  /// ```
  ///
  /// A sink serialises the calls to its closures itself, with an atomic turn rather than a lock:
  /// the thread that finds it idle delivers, a call from inside its own closure is delivered at
  /// once (depth-first), and events from other threads meanwhile are queued for the delivering
  /// thread. A subject attaches a sink directly, without a subscription object between them.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible, @unchecked Sendable
  {
    // Every mutable property is guarded by `turn`: the closures are read and released only by the
    // thread holding the turn (or by `cancel` once nobody can take it again); `upstream` and
    // `slot` are written before `SinkTurn.linked` is set and taken by whoever sets
    // `SinkTurn.ended`. No lock is held while calling out.

    /// The thread delivering now (its ``ThreadID/currentWord``, zero when idle) and the flags of
    /// ``SinkTurn``.
    @usableFromInline let turn: Atomic<UInt>

    /// The closures, held with a reference of the sink's own; `nil` once the sink has ended.
    ///
    /// Unmanaged, so that reading it costs no retain; the closures are `let` properties of
    /// their object, so that calling one costs no retain of its context either. The thread
    /// holding the turn calls them: they are released only once nobody holds it.
    @usableFromInline @exclusivity(unchecked) var handlers: Unmanaged<Handlers>?
    /// What the sink is attached to: a ``SubscriptionBox``, or the subject that lists it (kept
    /// alive by the sink, as a subscription keeps its subject alive in Combine).
    @exclusivity(unchecked) var upstream: AnyObject?
    /// `-1` when `upstream` is a subscription; otherwise the sink's number in the subject's list
    /// times two, plus one for a `CurrentValueSubject`.
    @exclusivity(unchecked) var slot = -1

    /// Creates a sink with a closure for values and one for the completion.
    ///
    /// - Parameters:
    ///   - receiveCompletion: Called once when the publisher finishes or fails.
    ///   - receiveValue: Called for every value.
    ///
    /// Inlinable, so that the closures' object is made with its metadata known in the caller.
    @inlinable
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      turn = Atomic(0)
      handlers = Unmanaged.passRetained(
        Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
      )
    }

    deinit {
      handlers?.release()
    }

    /// A sink's closures, which never change: a sink that ends releases the whole object.
    @usableFromInline
    final class Handlers {
      @usableFromInline let receiveValue: (Input) -> Void
      @usableFromInline let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

      @usableFromInline
      init(
        receiveValue: @escaping (Input) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
      ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
      }
    }

    /// Calls the value closure unless the sink has ended; the caller holds the turn.
    @inlinable
    func call(_ value: Input) {
      handlers?._withUnsafeGuaranteedRef { $0.receiveValue(value) }
    }

    public var description: String { "Sink" }

    public func receive(subscription: any Subscription) {
      let thread = ThreadID.currentWord
      guard claim(thread) else { return subscription.cancel() }
      let linked = link(to: SubscriptionBox(subscription), slot: -1)
      endTurn(thread)
      if linked {
        subscription.request(.unlimited)
      } else {
        subscription.cancel()
      }
    }

    @inlinable
    public func receive(_ input: Input) -> Subscribers.Demand {
      deliver(input, thread: ThreadID.currentWord)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      submit(.completion(completion), thread: ThreadID.currentWord)
    }

    public func cancel() {
      // As Combine's, a cancel before the sink is attached (`linked` not set) is ignored: a later
      // subscription is taken. Otherwise the cancel ends the sink, unless it has ended already.
      var old = turn.load(ordering: .acquiring)
      while true {
        guard old & SinkTurn.ended == 0, old & SinkTurn.linked != 0 else { return }
        let (ended, seen) = turn.compareExchange(
          expected: old,
          desired: old | SinkTurn.ended,
          ordering: .acquiringAndReleasing
        )
        if ended { break }
        old = seen
      }
      // `linked` was set: `upstream` and `slot` are written.
      var upstream: AnyObject?
      swap(&upstream, &self.upstream)
      let slot = self.slot
      // With nobody delivering, nobody can take the turn again: release the closures now.
      // Otherwise the delivering thread releases them when its turn ends.
      if old & SinkTurn.threadMask == 0 { finishEnded(old | SinkTurn.ended) }
      detach(from: upstream, slot: slot)
    }

    // MARK: The turn

    /// Delivers `value` now if nobody else is delivering; otherwise as ``submit(_:thread:)``
    /// does.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - thread: The calling thread's ``ThreadID/currentWord``, which a subject reads once per
    ///     send rather than once per subscriber.
    @inlinable
    func deliver(_ value: Input, thread: UInt) {
      let linked = SinkTurn.linked
      guard
        turn.compareExchange(expected: linked, desired: linked | thread, ordering: .acquiring)
          .exchanged
      else { return deliverSlowly(value, thread: thread) }
      call(value)
      if !turn.compareExchange(expected: linked | thread, desired: linked, ordering: .releasing)
        .exchanged
      {
        endTurn(thread)
      }
    }

    /// Delivers the completion, as ``submit(_:thread:)`` does.
    @usableFromInline
    func deliver(completion: Subscribers.Completion<Failure>) {
      submit(.completion(completion), thread: ThreadID.currentWord)
    }

    @usableFromInline
    func deliverSlowly(_ value: Input, thread: UInt) {
      submit(.value(value), thread: thread)
    }

    /// Takes the turn of a sink that is unattached, not ended and idle.
    @usableFromInline
    func claim(_ thread: UInt) -> Bool {
      turn.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
    }

    /// Attaches the claimed sink to `upstream`, unless it has ended since it was claimed.
    ///
    /// Returns `false`, attaching nothing, in that case (a guard: a cancel ignores an unattached
    /// sink). The caller still holds the turn and ends it.
    @usableFromInline
    func link(to upstream: AnyObject, slot: Int) -> Bool {
      self.upstream = upstream
      self.slot = slot
      let old = turn.bitwiseOr(SinkTurn.linked, ordering: .acquiringAndReleasing).oldValue
      guard old & SinkTurn.ended != 0 else { return true }
      self.upstream = nil
      return false
    }

    /// Processes an event now, or queues it for the thread that is delivering.
    ///
    /// The first thread to find the sink idle takes the turn and processes the event, then every
    /// event other threads queued meanwhile. An event from the thread holding the turn (sent from
    /// inside a closure of this sink) is processed at once, depth-first. Nothing is processed
    /// once the sink has ended.
    func submit(_ event: Event, thread: UInt) {
      var current = turn.load(ordering: .acquiring)
      while current & SinkTurn.ended == 0 {
        let owner = current & SinkTurn.threadMask
        if owner == thread { return process(event) }
        if owner == 0 {
          let (taken, seen) = turn.compareExchange(
            expected: current,
            desired: current | thread,
            ordering: .acquiring
          )
          if taken {
            process(event)
            return endTurn(thread)
          }
          current = seen
        } else {
          guard let seen = enqueue(event) else { return }
          current = seen
        }
      }
    }

    /// Gives the turn up: first processes the events other threads queued, and releases the
    /// closures for good if the sink ended during the turn.
    @usableFromInline
    func endTurn(_ thread: UInt) {
      var current = turn.load(ordering: .acquiring)
      while true {
        if current & SinkTurn.ended != 0 { return finishEnded(current) }
        if current & SinkTurn.queued != 0 {
          processBacklog()
          current = turn.load(ordering: .acquiring)
          continue
        }
        let (given, seen) = turn.compareExchange(
          expected: current,
          desired: current & SinkTurn.linked,
          ordering: .releasing
        )
        if given { return }
        current = seen
      }
    }

    /// Processes the events other threads queued, in order, until the sink ends.
    ///
    /// A function of its own, so that ending a turn with nothing queued needs no metadata of
    /// `Event`.
    private func processBacklog() {
      for event in takeBacklog() {
        if turn.load(ordering: .acquiring) & SinkTurn.ended != 0 { break }
        process(event)
      }
    }

    private func process(_ event: Event) {
      switch event {
      case .value(let value): call(value)
      case .completion(let completion): complete(completion)
      }
    }

    /// Ends the sink with `completion`; the caller holds the turn, and releases the closures when
    /// it ends the turn.
    private func complete(_ completion: Subscribers.Completion<Failure>) {
      let old = turn.bitwiseOr(SinkTurn.ended, ordering: .acquiringAndReleasing).oldValue
      guard old & SinkTurn.ended == 0 else { return }
      var upstream: AnyObject?
      if old & SinkTurn.linked != 0 { swap(&upstream, &self.upstream) }
      handlers?._withUnsafeGuaranteedRef { $0.receiveCompletion(completion) }
      withExtendedLifetime(upstream) {}
    }

    /// Releases the closures and the queued events of an ended sink, and gives the turn up.
    ///
    /// Called by the last holder of the turn, or by `cancel` when nobody held it.
    private func finishEnded(_ current: UInt) {
      let ended = handlers
      handlers = nil
      ended?.release()
      if current & SinkTurn.queued != 0 { dropBacklog() }
      turn.store(SinkTurn.ended, ordering: .releasing)
    }

    /// Drops the events queued for an ended sink (outside the lock, as they may hold the last
    /// reference to something).
    private func dropBacklog() {
      let dropped = takeBacklog()
      withExtendedLifetime(dropped) {}
    }

    /// Ends the attachment that a cancel took: cancels the subscription, or leaves the subject.
    private func detach(from upstream: AnyObject?, slot: Int) {
      guard let upstream else { return }
      if slot < 0 {
        unsafeDowncast(upstream, to: SubscriptionBox.self).subscription.cancel()
      } else if slot & 1 == 0 {
        unsafeDowncast(upstream, to: PassthroughSubject<Input, Failure>.self).core
          .removeSubscriber(order: slot >> 1)
      } else {
        unsafeDowncast(upstream, to: CurrentValueSubject<Input, Failure>.self).core
          .removeSubscriber(order: slot >> 1)
      }
    }

    // MARK: Events queued for the delivering thread

    /// An event that another thread queued for the one holding the turn.
    enum Event {
      case value(Input)
      case completion(Subscribers.Completion<Failure>)
    }

    /// The events queued for one sink, kept in ``SinkBacklogs`` only while there are some.
    final class Backlog {
      var events: [Event] = []
    }

    /// Queues `event` for the thread holding the turn, or drops it if the sink has ended, and
    /// returns `nil`; returns the turn word instead when nobody holds the turn any more.
    private func enqueue(_ event: Event) -> UInt? {
      SinkBacklogs.withBacklogs(of: self) { backlogs -> UInt? in
        var current = turn.load(ordering: .acquiring)
        while true {
          if current & SinkTurn.ended != 0 { return nil }
          if current & SinkTurn.threadMask == 0 { return current }
          let (marked, seen) = turn.compareExchange(
            expected: current,
            desired: current | SinkTurn.queued,
            ordering: .acquiringAndReleasing
          )
          if marked {
            let key = ObjectIdentifier(self)
            if let backlog = backlogs[key] {
              unsafeDowncast(backlog, to: Backlog.self).events.append(event)
            } else {
              let backlog = Backlog()
              backlog.events.append(event)
              backlogs[key] = backlog
            }
            return nil
          }
          current = seen
        }
      }
    }

    /// Takes every queued event and clears `SinkTurn.queued`, under the lock that enqueuing
    /// holds.
    private func takeBacklog() -> [Event] {
      SinkBacklogs.withBacklogs(of: self) { backlogs in
        _ = turn.bitwiseAnd(~SinkTurn.queued, ordering: .acquiringAndReleasing)
        guard let backlog = backlogs.removeValue(forKey: ObjectIdentifier(self)) else { return [] }
        return unsafeDowncast(backlog, to: Backlog.self).events
      }
    }
  }
}

/// The bits of a sink's turn word.
@usableFromInline
enum SinkTurn {
  /// The sink has completed or been cancelled: nobody takes the turn again.
  @inlinable static var ended: UInt { 1 }
  /// Other threads queued events for the thread holding the turn (see ``SinkBacklogs``).
  @inlinable static var queued: UInt { 2 }
  /// The sink is attached: its `upstream` is set.
  @inlinable static var linked: UInt { 4 }
  /// The bits that hold the delivering thread.
  @inlinable static var threadMask: UInt { ~7 }
}

/// The events other threads queued for sinks whose turn is taken, kept aside so that a sink
/// spends no memory on a queue it rarely needs; a few locks, each for the sinks whose addresses
/// fall on it.
enum SinkBacklogs {
  private static let stripes: [Locked<[ObjectIdentifier: AnyObject]>] = (0..<16)
    .map { _ in
      Locked([:])
    }

  static func withBacklogs<Result>(
    of sink: AnyObject,
    _ body: (inout [ObjectIdentifier: AnyObject]) -> Result
  ) -> Result {
    let address = UInt(bitPattern: Unmanaged.passUnretained(sink).toOpaque())
    return stripes[Int((address >> 5) & 15)].withLock(body)
  }
}

/// A subscription that a sink is attached to, in a class so that the sink holds it in one word.
final class SubscriptionBox {
  let subscription: any Subscription

  init(_ subscription: any Subscription) {
    self.subscription = subscription
  }
}
