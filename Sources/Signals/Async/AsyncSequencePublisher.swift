extension AsyncSequence where Self: Sendable {
  /// A publisher of this sequence's elements; beyond Combine, which has no such bridge.
  ///
  /// See ``AsyncSequencePublisher`` for how demand and cancellation work.
  ///
  /// ```swift
  /// let stream = AsyncStream<Int> { continuation in
  ///   continuation.yield(1)
  ///   continuation.finish()
  /// }
  /// let cancellable = stream.publisher.sink { print($0) }  // Prints "1", from a task
  /// ```
  public var publisher: AsyncSequencePublisher<Self> { AsyncSequencePublisher(self) }
}

/// A publisher that iterates an asynchronous sequence for each subscriber; beyond Combine.
///
/// The first request starts a task that iterates the sequence, pulling an element only while the
/// subscriber has demand, and delivering from that task. The sequence's end finishes the
/// subscriber and its error fails it. Cancelling cancels the task; a sequence that ignores task
/// cancellation keeps its task waiting until its next element, which is then dropped.
///
/// ```swift
/// let publisher = AsyncSequencePublisher(AsyncStream<Int> { $0.finish() })
/// ```
public struct AsyncSequencePublisher<Base: AsyncSequence & Sendable>: Publisher {
  public typealias Output = Base.Element
  public typealias Failure = Base.Failure

  /// The sequence to iterate.
  public let base: Base

  /// Wraps `base`.
  ///
  /// - Parameter base: The sequence to iterate.
  public init(_ base: Base) {
    self.base = base
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Inner(downstream: subscriber, base: base))
  }
}

extension AsyncSequencePublisher {
  /// Runs the iterating task and gates each pull on the subscriber's demand.
  private final class Inner<Downstream: Subscriber>: Subscription, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    // Every mutable property lives in `state`; continuations resume outside the lock.
    private let state: Locked<State>
    private let base: Base

    private struct State {
      var downstream: Downstream?
      var demand = Subscribers.Demand.none
      var waiting: CheckedContinuation<Bool, Never>?
      var task: Task<Void, Never>?
      var started = false
    }

    init(downstream: Downstream, base: Base) {
      state = Locked(State(downstream: downstream))
      self.base = base
    }

    func request(_ demand: Subscribers.Demand) {
      demand.assertPositive(in: "AsyncSequencePublisher subscription request(_:)")
      let (waiting, start) = state.withLock { state -> (CheckedContinuation<Bool, Never>?, Bool) in
        guard state.downstream != nil else { return (nil, false) }
        state.demand += demand
        defer { (state.waiting, state.started) = (nil, true) }
        if state.waiting != nil { state.demand -= 1 }
        return (state.waiting, !state.started)
      }
      waiting?.resume(returning: true)
      guard start else { return }
      let task = Task.detached(operation: iterate)
      let cancelled = state.withLock { state in
        state.task = task
        return state.downstream == nil
      }
      if cancelled { task.cancel() }
    }

    func cancel() {
      let (waiting, task, downstream) = state.withLock { state in
        defer { state = State(started: true) }
        return (state.waiting, state.task, state.downstream)
      }
      _ = downstream  // Released here, outside the lock.
      waiting?.resume(returning: false)
      task?.cancel()
    }

    /// Waits until the subscriber has demand (and uses one), or returns `false` once cancelled.
    private func awaitDemand() async -> Bool {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state -> Bool? in
          guard state.downstream != nil else { return false }
          guard state.demand > 0 else {
            state.waiting = continuation
            return nil
          }
          state.demand -= 1
          return true
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }

    /// Iterates until the sequence ends or the subscription is cancelled.
    nonisolated private func iterate() async {
      var iterator = base.makeAsyncIterator()
      while await awaitDemand() {
        do throws(Base.Failure) {
          guard let element = try await iterator.next(isolation: nil) else {
            return finish(.finished)
          }
          guard let downstream = state.withLock({ $0.downstream }) else { return }
          let more = downstream.receive(element)
          state.withLock { $0.demand += more }
        } catch {
          return finish(.failure(error))
        }
      }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
      let downstream = state.withLock { state in
        defer { state = State(started: true) }
        return state.downstream
      }
      downstream?.receive(completion: completion)
    }
  }
}
