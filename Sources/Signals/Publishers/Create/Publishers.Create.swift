extension Publishers {
  /// A publisher whose values come from a closure that is run for each subscriber (beyond
  /// Combine).
  ///
  /// The closure receives a ``Subscriber`` proxy to `send` values and a completion through, and
  /// returns a cancellable whose `cancel()` is the cleanup. The cleanup runs once: when the
  /// subscriber cancels, or when the closure sends a completion.
  ///
  /// Demand is honoured by buffering: values sent before the subscriber asks for them wait, in
  /// order, and are delivered as it requests. As in CombineExt, `.finished` ends the stream once
  /// the subscriber has made a request (of any demand, `.none` too): after the waiting values
  /// its demand allows, dropping the others. A failure is delivered at once, dropping values
  /// still waiting. Sends after the completion or the cancellation are ignored. The
  /// subscription's description is CombineExt's, `Create.Subscription<Output, Failure>`.
  ///
  /// ```swift
  /// let ticks = AnyPublisher<Int, Never>.create { subscriber in
  ///   subscriber.send(1)
  ///   subscriber.send(2)
  ///   subscriber.send(completion: .finished)
  ///   return AnyCancellable { print("cleaned up") }
  /// }
  /// let cancellable = ticks.sink { print($0) }  // Prints "1", "2", "cleaned up"
  /// ```
  public struct Create<Output, Failure: Error>: Publisher {
    /// Runs for each subscriber and returns the cleanup.
    public let factory: (Subscriber) -> any Cancellable

    /// Creates the publisher (CombineExt's initializer; a trailing closure works too).
    ///
    /// - Parameter factory: Runs for each subscriber; sends through the proxy and returns the
    ///   cleanup.
    public init(factory: @escaping (Subscriber) -> any Cancellable) {
      self.factory = factory
    }

    public func receive<S: Signals.Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let link = ShareCreateLink<Output, Failure>(AnySubscriber(subscriber))
      subscriber.receive(subscription: link)
      link.start(factory(Subscriber(link: link)))
    }

    /// The proxy a ``Publishers/Create`` closure sends through.
    ///
    /// ```swift
    /// subscriber.send(1)
    /// subscriber.send(completion: .finished)
    /// ```
    public struct Subscriber: Sendable {
      fileprivate let link: ShareCreateLink<Output, Failure>

      /// Sends a value; it waits until the subscriber has demand for it.
      ///
      /// ```swift
      /// subscriber.send(1)
      /// ```
      ///
      /// - Parameter value: The value.
      public func send(_ value: Output) {
        link.send(value)
      }

      /// Ends the stream; later sends are ignored.
      ///
      /// `.finished` drops the values still waiting beyond the subscriber's demand (and waits
      /// for its first request if it has made none); a failure is delivered at once.
      ///
      /// ```swift
      /// subscriber.send(completion: .finished)
      /// ```
      ///
      /// - Parameter completion: `.finished` or `.failure`.
      public func send(completion: Subscribers.Completion<Failure>) {
        link.send(completion: completion)
      }
    }
  }
}

extension AnyPublisher {
  /// Makes a publisher from a closure that sends values through a subscriber proxy (beyond
  /// Combine); see ``Publishers/Create`` for the rules.
  ///
  /// ```swift
  /// let greeting = AnyPublisher<String, Never>.create { subscriber in
  ///   subscriber.send("hello")
  ///   subscriber.send(completion: .finished)
  ///   return AnyCancellable {}
  /// }
  /// ```
  ///
  /// - Parameter factory: Runs for each subscriber; sends through the proxy and returns the
  ///   cleanup.
  /// - Returns: The publisher, type-erased.
  public static func create(
    _ factory: @escaping (Publishers.Create<Output, Failure>.Subscriber) -> any Cancellable
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher(Publishers.Create(factory: factory))
  }
}
