extension Optional {
  /// A publisher that delivers the optional's value, if any, then finishes.
  ///
  /// `nil` finishes at once, without waiting for demand; a value waits for demand, as in Combine.
  ///
  /// ```swift
  /// let cancellable = Optional(1).publisher.sink { print($0) }  // Prints "1"
  /// ```
  public var publisher: Optional<Wrapped>.Publisher {
    Publisher(self)
  }

  /// A publisher that delivers at most one value, then finishes.
  ///
  /// ```swift
  /// let cancellable = Optional<Int>.Publisher(nil).sink(
  ///   receiveCompletion: { print($0) }, receiveValue: { print($0) })  // Prints "finished"
  /// ```
  public struct Publisher: Signals.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never

    /// The value delivered, or `nil` to finish with none.
    public let output: Wrapped?

    /// Creates a publisher of `output`, if it is not `nil`.
    ///
    /// - Parameter output: The value delivered, or `nil` to finish with none.
    public init(_ output: Output?) {
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Wrapped, S.Failure == Never {
      guard let output else {
        subscriber.receive(subscription: Subscriptions.empty)
        return subscriber.receive(completion: .finished)
      }
      subscriber.receive(
        subscription: OneShotSubscription(subscriber, name: "Optional", value: output)
      )
    }
  }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}

extension Optional.Publisher: Sendable where Wrapped: Sendable {}
