extension SubjectConduit {
  /// The subscriber's two calls, boxed so that the state holds them as one optional reference.
  ///
  /// A closure read out of an optional or a generic result needs a reabstraction thunk, which
  /// allocates, while a class reference does not. The value is passed `inout` only so that the
  /// closure has the same representation in generic and specialised code.
  @usableFromInline
  final class Receiver {
    @usableFromInline let value: (inout Output) -> Subscribers.Demand
    let completion: (Subscribers.Completion<Failure>) -> Void
    /// The subscriber itself, for the conduit's mirror only.
    let downstream: Any

    @usableFromInline
    init(
      downstream: Any,
      value: @escaping (inout Output) -> Subscribers.Demand,
      completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
      self.downstream = downstream
      self.value = value
      self.completion = completion
    }
  }

  /// Who delivers an event: the thread that found the link idle (the owner), the owner again from
  /// inside the subscriber (re-entrant), or nobody now (queued for the owner).
  @usableFromInline
  enum Turn {
    case owner
    case reentrant
    case queued
  }

  /// An event queued for the delivering thread.
  @usableFromInline
  enum Event {
    case value(Output)
    case drainPending
    case completion(Subscribers.Completion<Failure>)
  }

  /// What ending the link released: the completion closure to call and everything to release
  /// after the lock.
  struct Ended {
    let wasActive: Bool
    let receiver: Receiver?
    let subject: AnyObject?
  }

  /// The link's state, kept inside `Locked`: the subscriber's closures, its demand, the pending
  /// value, and the delivery queue.
  @usableFromInline
  struct State {
    /// The subscriber's calls; `nil` once the link has ended.
    @usableFromInline var receiver: Receiver?
    /// The subject, kept alive by its subscriptions as in Combine; released at the end.
    @usableFromInline var subject: AnyObject?
    @usableFromInline var demand = Subscribers.Demand.none
    @usableFromInline var pending: Output?
    /// The thread delivering now, and the events other threads queued for it.
    @usableFromInline var owner: ThreadID?
    @usableFromInline var queued: [Event] = []
    @usableFromInline var head = 0

    @usableFromInline
    init(receiver: Receiver, subject: AnyObject, pending: Output?, demand: Subscribers.Demand) {
      self.receiver = receiver
      self.subject = subject
      self.pending = pending
      self.demand = demand
    }

    /// Takes a unit of demand for `value` and returns the closure to deliver it with; without
    /// demand, keeps `value` as the pending one when the subject buffers the latest.
    @inlinable
    mutating func take(
      _ value: Output,
      buffersLatest: Bool
    ) -> Receiver? {
      guard let receiver else { return nil }
      if demand > 0 {
        demand -= 1
        if buffersLatest { pending = nil }  // older than `value`: only the latest is kept
        return receiver
      }
      if buffersLatest { pending = value }
      return nil
    }

    /// Takes the pending value and a unit of demand for it, if both are there.
    mutating func takePending() -> (Receiver, Output)? {
      guard demand > 0, let receiver, let value = pending else { return nil }
      pending = nil
      demand -= 1
      return (receiver, value)
    }

    @inlinable
    mutating func add(_ more: Subscribers.Demand) {
      if receiver != nil { demand += more }
    }

    /// The next queued event, or `nil` after giving the turn up.
    @inlinable
    mutating func dequeue() -> Event? {
      guard head < queued.count else {
        owner = nil
        if !queued.isEmpty { queued.removeAll(keepingCapacity: queued.count <= 64) }
        head = 0
        return nil
      }
      defer { head += 1 }
      return queued[head]
    }

    /// Ends the link, keeping the delivery queue so that the owner finishes its turn, and the
    /// demand, which nothing reads any more but a mirror (Combine's shows it after the end).
    mutating func end() -> Ended {
      defer {
        receiver = nil
        subject = nil
        pending = nil
      }
      return Ended(
        wasActive: receiver != nil,
        receiver: receiver,
        subject: subject
      )
    }
  }
}
