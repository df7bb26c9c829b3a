extension Publisher {
  /// Publishes a tuple of the latest values of this publisher and another whenever either sends.
  ///
  /// Nothing is published until both have sent a value. Requests are passed to both upstreams;
  /// a combination made while the downstream has no demand is dropped (the latest values are
  /// still kept for the next one), as in Combine. The result finishes when both upstreams have
  /// finished and fails as soon as either fails.
  ///
  /// ```swift
  /// let letters = PassthroughSubject<String, Never>()
  /// let numbers = PassthroughSubject<Int, Never>()
  /// let cancellable = letters.combineLatest(numbers).sink { print($0) }
  /// letters.send("a")
  /// numbers.send(1)    // Prints "("a", 1)"
  /// letters.send("b")  // Prints "("b", 1)"
  /// ```
  ///
  /// - Parameter other: Another publisher with the same failure type.
  /// - Returns: A publisher of tuples of the latest values.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }
}

extension Publishers {
  /// A publisher that combines the latest values of two upstream publishers.
  ///
  /// ```swift
  /// let pair = Publishers.CombineLatest(Just(1), Just("one"))
  /// ```
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Combines two publishers.
    ///
    /// - Parameters:
    ///   - a: The first upstream publisher.
    ///   - b: The second upstream publisher.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineJunction.attach(subscriber, a, b, rule: .latest, name: "CombineLatest")
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
