extension Publisher {
  /// Delivers the value of a key path of every upstream value.
  ///
  /// ```swift
  /// let cancellable = ["a", "bc"].publisher.map(\.count).sink { print($0) }  // Prints "1", "2"
  /// ```
  ///
  /// - Parameter keyPath: The key path read from each value.
  /// - Returns: A publisher of the key path's values.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Delivers the values of two key paths of every upstream value as a tuple.
  ///
  /// ```swift
  /// let cancellable = ["a"].publisher.map(\.count, \.isEmpty).sink { print($0) }  // (1, false)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath0: The first key path read from each value.
  ///   - keyPath1: The second key path read from each value.
  /// - Returns: A publisher of tuples of the key paths' values.
  public func map<T0, T1>(
    _ keyPath0: KeyPath<Output, T0>,
    _ keyPath1: KeyPath<Output, T1>
  ) -> Publishers.MapKeyPath2<Self, T0, T1> {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Delivers the values of three key paths of every upstream value as a tuple.
  ///
  /// ```swift
  /// let cancellable = ["a"].publisher.map(\.count, \.isEmpty, \.first).sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath0: The first key path read from each value.
  ///   - keyPath1: The second key path read from each value.
  ///   - keyPath2: The third key path read from each value.
  /// - Returns: A publisher of tuples of the key paths' values.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>,
    _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(
      upstream: self,
      keyPath0: keyPath0,
      keyPath1: keyPath1,
      keyPath2: keyPath2
    )
  }
}

extension Publishers {
  /// A publisher that delivers the value of a key path of every upstream value.
  ///
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
  ///
  /// ```swift
  /// let counts = Publishers.MapKeyPath(upstream: ["ab"].publisher, keyPath: \.count)
  /// ```
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream

    /// The key path read from each value.
    public let keyPath: KeyPath<Upstream.Output, Output>

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      let keyPath = keyPath
      upstream.receive(
        subscriber: KeyPathMapSubscriber(downstream: subscriber, keyPaths: [keyPath]) {
          $0[keyPath: keyPath]
        }
      )
    }
  }

  /// A publisher that delivers the values of two key paths of every upstream value.
  ///
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
  ///
  /// ```swift
  /// let pairs = Publishers.MapKeyPath2(upstream: ["ab"].publisher, keyPath0: \.count,
  ///   keyPath1: \.isEmpty)
  /// ```
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    public typealias Output = (Output0, Output1)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream

    /// The first key path read from each value.
    public let keyPath0: KeyPath<Upstream.Output, Output0>

    /// The second key path read from each value.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      let (keyPath0, keyPath1) = (keyPath0, keyPath1)
      upstream.receive(
        subscriber:
          KeyPathMapSubscriber(downstream: subscriber, keyPaths: [keyPath0, keyPath1]) {
            ($0[keyPath: keyPath0], $0[keyPath: keyPath1])
          }
      )
    }
  }

  /// A publisher that delivers the values of three key paths of every upstream value.
  ///
  /// Like Combine's, it adds no subscription of its own: its subscriber receives the upstream's.
  ///
  /// ```swift
  /// let triples = Publishers.MapKeyPath3(upstream: ["ab"].publisher, keyPath0: \.count,
  ///   keyPath1: \.isEmpty, keyPath2: \.first)
  /// ```
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    public typealias Output = (Output0, Output1, Output2)
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream

    /// The first key path read from each value.
    public let keyPath0: KeyPath<Upstream.Output, Output0>

    /// The second key path read from each value.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    /// The third key path read from each value.
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Inlined, and `receive(subscriber:)`, so a chain stays specialised: see `Publishers.Map`.
      let (keyPath0, keyPath1, keyPath2) = (keyPath0, keyPath1, keyPath2)
      upstream.receive(
        subscriber:
          KeyPathMapSubscriber(
            downstream: subscriber,
            keyPaths: [keyPath0, keyPath1, keyPath2]
          ) {
            ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2])
          }
      )
    }
  }
}
