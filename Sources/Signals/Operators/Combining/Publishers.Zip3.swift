extension Publisher {
  /// Publishes a tuple of this publisher's and two others' values, paired in order.
  ///
  /// The n-th values of the three upstreams make the n-th tuple; the rules are those of
  /// ``Publisher/zip(_:)``.
  ///
  /// ```swift
  /// let cancellable = Just(1).zip(Just("a"), Just(true)).sink { print($0) }
  /// // Prints "(1, "a", true)"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher1: A second publisher with the same failure type.
  ///   - publisher2: A third publisher with the same failure type.
  /// - Returns: A publisher of paired values.
  public func zip<P: Publisher, Q: Publisher>(
    _ publisher1: P,
    _ publisher2: Q
  ) -> Publishers.Zip3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }
}

extension Publishers {
  /// A publisher that pairs the values of three upstream publishers in order.
  ///
  /// ```swift
  /// let triple = Publishers.Zip3(Just(1), Just("one"), Just(true))
  /// ```
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Zips three publishers.
    ///
    /// - Parameters:
    ///   - a: The first upstream publisher.
    ///   - b: The second upstream publisher.
    ///   - c: The third upstream publisher.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineJunction.attach(subscriber, a, b, c, rule: .zip, name: "Zip")
    }
  }
}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
