extension Publisher {
  /// Publishes a tuple of this publisher's and another's values, paired in the order they arrive.
  ///
  /// The n-th value of each upstream make the n-th tuple; unpaired values wait. Requests are passed
  /// to both upstreams. The result finishes once an upstream has finished and its values are all
  /// paired, and fails as soon as either fails.
  ///
  /// ```swift
  /// let letters = PassthroughSubject<String, Never>()
  /// let numbers = PassthroughSubject<Int, Never>()
  /// let cancellable = letters.zip(numbers).sink { print($0) }
  /// letters.send("a")
  /// letters.send("b")
  /// numbers.send(1)  // Prints "("a", 1)"
  /// numbers.send(2)  // Prints "("b", 2)"
  /// ```
  ///
  /// - Parameter other: Another publisher with the same failure type.
  /// - Returns: A publisher of paired values.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P>
  where Failure == P.Failure {
    Publishers.Zip(self, other)
  }
}

extension Publishers {
  /// A publisher that pairs the values of two upstream publishers in order.
  ///
  /// ```swift
  /// let pair = Publishers.Zip(Just(1), Just("one"))
  /// ```
  public struct Zip<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Zips two publishers.
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
      CombineJunction.attach(subscriber, a, b, rule: .zip, name: "Zip")
    }
  }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}
