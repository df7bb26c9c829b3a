public import Signals

extension Publishers.Create {
  /// CombineExt's name for the closure a `Create` publisher runs for each subscriber.
  ///
  /// ```swift
  /// let handler: Publishers.Create<Int, Never>.SubscriberHandler = { subscriber in
  ///   subscriber.send(1)
  ///   return AnyCancellable {}
  /// }
  /// ```
  public typealias SubscriberHandler = (Subscriber) -> any Cancellable
}

extension AnyPublisher {
  /// Creates a type-erased publisher that runs `factory` for each subscriber (CombineExt).
  ///
  /// The same as `AnyPublisher.create(_:)`: `factory` sends through the proxy it is given and
  /// returns what cancels its work.
  ///
  /// ```swift
  /// let greeting = AnyPublisher<String, Never> { subscriber in
  ///   subscriber.send("hello")
  ///   subscriber.send(completion: .finished)
  ///   return AnyCancellable {}
  /// }
  /// ```
  ///
  /// - Parameter factory: Runs for each subscriber.
  public init(_ factory: @escaping Publishers.Create<Output, Failure>.SubscriberHandler) {
    self.init(Publishers.Create(factory: factory))
  }
}
