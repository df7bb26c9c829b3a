extension Publisher {
  /// Publishes a tuple of the latest values of this publisher and two others whenever one sends.
  ///
  /// Nothing is published until all three have sent a value; the rules are those of
  /// ``Publisher/combineLatest(_:)``.
  ///
  /// ```swift
  /// let cancellable = Just(1).combineLatest(Just("a"), Just(true)).sink { print($0) }
  /// // Prints "(1, "a", true)"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher1: A second publisher with the same failure type.
  ///   - publisher2: A third publisher with the same failure type.
  /// - Returns: A publisher of tuples of the latest values.
  public func combineLatest<P: Publisher, Q: Publisher>(
    _ publisher1: P,
    _ publisher2: Q
  ) -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }
}

extension Publishers {
  /// A publisher that combines the latest values of three upstream publishers.
  ///
  /// ```swift
  /// let triple = Publishers.CombineLatest3(Just(1), Just("one"), Just(true))
  /// ```
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Combines three publishers.
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
      CombineJunction.attach(subscriber, a, b, c, rule: .latest, name: "CombineLatest")
    }
  }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
