extension Publisher {
  /// Publishes the result of `transform` on the latest values of this publisher and another
  /// whenever either sends.
  ///
  /// ```swift
  /// let cancellable = Just(2).combineLatest(Just(3)) { $0 * $1 }.sink { print($0) }
  /// // Prints "6"
  /// ```
  ///
  /// - Parameters:
  ///   - other: Another publisher with the same failure type.
  ///   - transform: Combines the latest values.
  /// - Returns: A publisher of the combined values.
  public func combineLatest<P: Publisher, T>(
    _ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest(self, other), transform: transform)
  }

  /// Publishes the result of `transform` on the latest values of this publisher and two others
  /// whenever one sends.
  ///
  /// ```swift
  /// let cancellable = Just(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }
  ///   .sink { print($0) }  // Prints "6"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher1: A second publisher with the same failure type.
  ///   - publisher2: A third publisher with the same failure type.
  ///   - transform: Combines the latest values.
  /// - Returns: A publisher of the combined values.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P,
    _ publisher2: Q,
    _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(
      upstream: Publishers.CombineLatest3(self, publisher1, publisher2),
      transform: transform
    )
  }

  /// Publishes the result of `transform` on this publisher's and another's values, paired in
  /// order.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.zip([10, 20].publisher) { $0 + $1 }
  ///   .sink { print($0) }  // Prints "11", "22"
  /// ```
  ///
  /// - Parameters:
  ///   - other: Another publisher with the same failure type.
  ///   - transform: Combines each pair.
  /// - Returns: A publisher of the combined values.
  public func zip<P: Publisher, T>(
    _ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
    Publishers.Map(upstream: Publishers.Zip(self, other), transform: transform)
  }

  /// Publishes the result of `transform` on this publisher's and two others' values, paired in
  /// order.
  ///
  /// ```swift
  /// let cancellable = [1].publisher.zip([2].publisher, [3].publisher) { $0 + $1 + $2 }
  ///   .sink { print($0) }  // Prints "6"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher1: A second publisher with the same failure type.
  ///   - publisher2: A third publisher with the same failure type.
  ///   - transform: Combines each triple.
  /// - Returns: A publisher of the combined values.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P,
    _ publisher2: Q,
    _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.Zip3(self, publisher1, publisher2), transform: transform)
  }
}
