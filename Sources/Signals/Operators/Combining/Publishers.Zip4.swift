extension Publisher {
  /// Publishes a tuple of this publisher's and three others' values, paired in order.
  ///
  /// ```swift
  /// let cancellable = Just(1).zip(Just(2), Just(3), Just(4)).sink { print($0) }
  /// // Prints "(1, 2, 3, 4)"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher1: A second publisher with the same failure type.
  ///   - publisher2: A third publisher with the same failure type.
  ///   - publisher3: A fourth publisher with the same failure type.
  /// - Returns: A publisher of tuples of four values.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P,
    _ publisher2: Q,
    _ publisher3: R
  ) -> Publishers.Zip4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// The same as `zip(_:_:_:)`, with each tuple turned into one value by `transform`.
  ///
  /// ```swift
  /// let cancellable = Just(1).zip(Just(2), Just(3), Just(4)) { $0 + $1 + $2 + $3 }
  ///   .sink { print($0) }  // Prints "10"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher1: A second publisher with the same failure type.
  ///   - publisher2: A third publisher with the same failure type.
  ///   - publisher3: A fourth publisher with the same failure type.
  ///   - transform: Combines each tuple.
  /// - Returns: A publisher of the combined values.
  public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P,
    _ publisher2: Q,
    _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Map(
      upstream: Publishers.Zip4(self, publisher1, publisher2, publisher3),
      transform: transform
    )
  }
}

extension Publishers {
  /// A publisher that joins the values of four upstream publishers, as `Zip3` joins three.
  ///
  /// ```swift
  /// let four = Publishers.Zip4(Just(1), Just("two"), Just(3.0), Just(true))
  /// ```
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D

    /// Joins four publishers.
    ///
    /// - Parameters:
    ///   - a: The first upstream publisher.
    ///   - b: The second upstream publisher.
    ///   - c: The third upstream publisher.
    ///   - d: The fourth upstream publisher.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let junction = CombineJunction<Output, Failure>(
        AnySubscriber(subscriber),
        count: 4,
        rule: .zip,
        name: "Zip"
      ) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
      }
      subscriber.receive(subscription: junction)
      a.subscribe(junction.side(0, A.Output.self))
      b.subscribe(junction.side(1, B.Output.self))
      c.subscribe(junction.side(2, C.Output.self))
      d.subscribe(junction.side(3, D.Output.self))
    }
  }
}

extension Publishers.Zip4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
