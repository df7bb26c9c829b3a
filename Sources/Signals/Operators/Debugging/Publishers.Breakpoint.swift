extension Publisher {
  /// Stops in the debugger when one of the closures returns `true` for an event; every event is
  /// passed on unchanged.
  ///
  /// ```swift
  /// let cancellable = subject
  ///   .breakpoint(receiveOutput: { $0 < 0 })
  ///   .sink { print($0) }
  /// ```
  ///
  /// Under a debugger it raises `SIGTRAP`; without one it ends the process with a message, as
  /// an unhandled `SIGTRAP` does on Apple platforms.
  ///
  /// - Parameters:
  ///   - receiveSubscription: Decides whether to stop when the subscription arrives.
  ///   - receiveOutput: Decides whether to stop for a value.
  ///   - receiveCompletion: Decides whether to stop for the completion.
  /// - Returns: A publisher that stops in the debugger when a closure says so.
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self,
      receiveSubscription: receiveSubscription,
      receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion
    )
  }

  /// Stops in the debugger when the publisher fails.
  ///
  /// ```swift
  /// let cancellable = api.users().breakpointOnError().sink(
  ///   receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Returns: A publisher that stops in the debugger on a failure.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: { completion in
      if case .failure = completion { return true }
      return false
    })
  }
}

extension Publishers {
  /// A publisher that stops in the debugger when one of its closures returns `true`.
  ///
  /// ```swift
  /// let stopping = Publishers.Breakpoint(upstream: subject, receiveOutput: { $0 == 13 })
  /// ```
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are checked.
    public let upstream: Upstream
    /// Decides whether to stop when the subscription arrives.
    public let receiveSubscription: ((any Subscription) -> Bool)?
    /// Decides whether to stop for a value.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// Decides whether to stop for the completion.
    public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

    /// Creates a publisher that checks the events of `upstream` with the given closures.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose events are checked.
    ///   - receiveSubscription: Decides whether to stop when the subscription arrives.
    ///   - receiveOutput: Decides whether to stop for a value.
    ///   - receiveCompletion: Decides whether to stop for the completion.
    public init(
      upstream: Upstream,
      receiveSubscription: ((any Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        BreakpointSubscriber(
          downstream: subscriber,
          receiveSubscription: receiveSubscription,
          receiveOutput: receiveOutput,
          receiveCompletion: receiveCompletion
        )
      )
    }
  }
}

/// Checks each event with the breakpoint's closures, then hands it on untouched: as in Combine,
/// the downstream gets the upstream's own subscription, and the demand it returns goes back up.
private struct BreakpointSubscriber<Downstream: Subscriber>: Subscriber, CombineReflecting {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let receiveSubscription: ((any Subscription) -> Bool)?
  let receiveOutput: ((Input) -> Bool)?
  let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?
  let combineIdentifier = CombineIdentifier()

  var description: String { "Breakpoint" }
  var reflectedChildren: [Mirror.Child] { [] }

  func receive(subscription: any Subscription) {
    if receiveSubscription?(subscription) == true { DebuggerTrap.raise("receiveSubscription") }
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    if receiveOutput?(input) == true { DebuggerTrap.raise("receiveOutput") }
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    if receiveCompletion?(completion) == true { DebuggerTrap.raise("receiveCompletion") }
    downstream.receive(completion: completion)
  }
}
