extension Publisher {
  /// Runs closures when the publisher's events happen, and passes every event on unchanged.
  ///
  /// `receiveRequest` also sees the demand a downstream returns from a value, when it is not
  /// zero, as in Combine.
  ///
  /// ```swift
  /// let cancellable = [1].publisher
  ///   .handleEvents(receiveOutput: { print("saw \($0)") })
  ///   .sink { _ in }
  /// ```
  ///
  /// - Parameters:
  ///   - receiveSubscription: Runs when the upstream sends its subscription.
  ///   - receiveOutput: Runs for each value.
  ///   - receiveCompletion: Runs when the upstream finishes or fails.
  ///   - receiveCancel: Runs when the downstream cancels.
  ///   - receiveRequest: Runs for each request of the downstream.
  /// - Returns: A publisher that runs the closures and passes every event on.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self,
      receiveSubscription: receiveSubscription,
      receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion,
      receiveCancel: receiveCancel,
      receiveRequest: receiveRequest
    )
  }
}

extension Publishers {
  /// A publisher that runs closures when its events happen.
  ///
  /// ```swift
  /// let logged = Publishers.HandleEvents(upstream: Just(1), receiveSubscription: nil,
  ///   receiveOutput: { print($0) }, receiveCompletion: nil, receiveCancel: nil,
  ///   receiveRequest: nil)
  /// ```
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are observed.
    public let upstream: Upstream

    /// Runs when the upstream sends its subscription.
    public var receiveSubscription: ((any Subscription) -> Void)?

    /// Runs for each value.
    public var receiveOutput: ((Upstream.Output) -> Void)?

    /// Runs when the upstream finishes or fails.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?

    /// Runs when the downstream cancels.
    public var receiveCancel: (() -> Void)?

    /// Runs for each request of the downstream.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that runs the given closures for the events of `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose events are observed.
    ///   - receiveSubscription: Runs when the upstream sends its subscription.
    ///   - receiveOutput: Runs for each value.
    ///   - receiveCompletion: Runs when the upstream finishes or fails.
    ///   - receiveCancel: Runs when the downstream cancels.
    ///   - receiveRequest: Runs for each request of the downstream.
    public init(
      upstream: Upstream,
      receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let receiveRequest = receiveRequest
      let hooks = TransformEventHooks(
        name: "HandleEvents",
        subscription: receiveSubscription,
        output: receiveOutput,
        completion: receiveCompletion,
        cancel: receiveCancel,
        request: receiveRequest.map { request in { demand, _ in request(demand) } }
      )
      upstream.subscribe(TransformEventTap(subscriber, hooks))
    }
  }
}
