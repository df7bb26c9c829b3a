extension Publisher {
  /// Delivers the values of this publisher and another, interleaved as they arrive.
  ///
  /// Each upstream is asked for one value at a time (or `.unlimited` once the downstream's demand
  /// is), as in Combine. The result finishes when both have finished, and fails as soon as one
  /// fails, cancelling the other.
  ///
  /// ```swift
  /// let taps = PassthroughSubject<String, Never>()
  /// let keys = PassthroughSubject<String, Never>()
  /// let cancellable = taps.merge(with: keys).sink { print($0) }
  /// taps.send("tap")    // Prints "tap"
  /// keys.send("enter")  // Prints "enter"
  /// ```
  ///
  /// - Parameter other: Another publisher of the same output and failure types.
  /// - Returns: A publisher of both publishers' values.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Delivers the values of this publisher and two others, interleaved as they arrive.
  ///
  /// ```swift
  /// let cancellable = Just(1).merge(with: Just(2), Just(3)).sink { print($0) }
  /// // Prints "1", "2", "3"
  /// ```
  ///
  /// - Parameters:
  ///   - b: A second publisher of the same output and failure types.
  ///   - c: A third publisher of the same output and failure types.
  /// - Returns: A publisher of the three publishers' values.
  public func merge<B: Publisher, C: Publisher>(
    with b: B,
    _ c: C
  ) -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    Publishers.Merge3(self, b, c)
  }
}

extension Publishers {
  /// A publisher that interleaves the values of two upstream publishers.
  ///
  /// ```swift
  /// let both = Publishers.Merge(Just(1), Just(2))
  /// ```
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Merges two publishers.
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
      Publishers.MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher())
        .receive(subscriber: subscriber)
    }
  }

  /// A publisher that interleaves the values of three upstream publishers.
  ///
  /// ```swift
  /// let all = Publishers.Merge3(Just(1), Just(2), Just(3))
  /// ```
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where
    A.Failure == B.Failure,
    A.Output == B.Output,
    B.Failure == C.Failure,
    B.Output == C.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Merges three publishers.
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
      Publishers.MergeMany(
        a.eraseToAnyPublisher(),
        b.eraseToAnyPublisher(),
        c.eraseToAnyPublisher()
      )
      .receive(subscriber: subscriber)
    }
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
