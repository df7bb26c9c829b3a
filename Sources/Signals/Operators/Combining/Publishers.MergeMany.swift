extension Publishers {
  /// A publisher that interleaves the values of any number of publishers of one type.
  ///
  /// The rules are those of ``Publisher/merge(with:)``: it finishes when every upstream has
  /// finished (at once when there are none) and fails as soon as one fails.
  ///
  /// ```swift
  /// let cancellable = Publishers.MergeMany([Just(1), Just(2)]).sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The upstream publishers.
    public let publishers: [Upstream]

    /// Merges the given publishers.
    ///
    /// - Parameter upstream: The publishers.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Merges a sequence of publishers.
    ///
    /// - Parameter upstream: The publishers.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let engine = FlattenEngine<Upstream>(
        AnySubscriber(subscriber),
        rule: .merge(.unlimited),
        name: "Merge"
      )
      subscriber.receive(subscription: engine)
      engine.start(with: publishers)
    }

    /// Adds one more publisher to merge.
    ///
    /// ```swift
    /// let three = Publishers.MergeMany(Just(1), Just(2)).merge(with: Just(3))
    /// ```
    ///
    /// - Parameter other: The publisher to add.
    /// - Returns: A publisher that merges all of them.
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
