extension Subscribers {
  /// A subscriber that requests unlimited values and hands each one, and the completion, to a
  /// closure.
  ///
  /// Usually made with `sink(receiveCompletion:receiveValue:)`. On completion or cancel it
  /// releases its closures and its subscription, so nothing it captured outlives it.
  ///
  /// ```swift
  /// let sink = Subscribers.Sink<Int, Never>(
  ///   receiveCompletion: { print($0) },
  ///   receiveValue: { print($0) })
  /// [1, 2].publisher.subscribe(sink)  // Prints "1", "2", "finished"
  /// ```
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible, @unchecked Sendable
  {
    // Every mutable property lives in `state`; closures run outside the lock.
    @usableFromInline let state: Locked<State>

    @usableFromInline
    struct State {
      var subscription: SubscriptionStatus = .awaiting
      @usableFromInline var receiveValue: ValueClosure?
      var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    }

    /// The value closure in a class, so that reading it out of the optional state in specialised
    /// code needs no reabstraction thunk (which allocates); `inout` keeps its representation the
    /// same in generic and specialised code.
    @usableFromInline
    final class ValueClosure {
      @usableFromInline let call: (inout Input) -> Void

      init(_ call: @escaping (Input) -> Void) {
        self.call = { call($0) }
      }
    }

    /// Creates a sink with a closure for values and one for the completion.
    ///
    /// - Parameters:
    ///   - receiveCompletion: Called once when the publisher finishes or fails.
    ///   - receiveValue: Called for every value.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      state = Locked(
        State(receiveValue: ValueClosure(receiveValue), receiveCompletion: receiveCompletion)
      )
    }

    public var description: String { "Sink" }

    public func receive(subscription: any Subscription) {
      let accepted = state.withLock { $0.subscription.accept(subscription) }
      guard accepted else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    @inlinable
    public func receive(_ input: Input) -> Subscribers.Demand {
      let receiveValue = state.withLock { $0.receiveValue }
      var input = input
      receiveValue?.call(&input)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      let receiveCompletion = state.withLock { state in
        defer { state = State(subscription: .terminal) }
        return state.receiveCompletion
      }
      receiveCompletion?(completion)
    }

    public func cancel() {
      let subscription = state.withLock { state in
        defer { state = State(subscription: .terminal) }
        return state.subscription.active
      }
      subscription?.cancel()
    }
  }
}
