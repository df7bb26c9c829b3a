extension Publisher {
  /// Delivers the given values after the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1].publisher.append(2, 3).sink { print($0) }  // Prints "1", "2", "3"
  /// ```
  ///
  /// - Parameter elements: The values delivered after the upstream's.
  /// - Returns: A publisher of the upstream's values, then `elements`.
  public func append(
    _ elements: Output...
  ) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Delivers the elements of a sequence after the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1].publisher.append(2...3).sink { print($0) }  // Prints "1", "2", "3"
  /// ```
  ///
  /// - Parameter elements: The sequence delivered after the upstream's values.
  /// - Returns: A publisher of the upstream's values, then the sequence's.
  public func append<S: Swift.Sequence>(
    _ elements: S
  ) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where S.Element == Output {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Delivers the values of another publisher after the upstream finishes.
  ///
  /// The other publisher is subscribed to only when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = Just(1).append(Just(2)).sink { print($0) }  // Prints "1", "2"
  /// ```
  ///
  /// - Parameter publisher: The publisher whose values follow the upstream's.
  /// - Returns: A publisher of the upstream's values, then the other publisher's.
  public func append<P: Publisher>(
    _ publisher: P
  ) -> Publishers.Concatenate<Self, P> where P.Failure == Failure, P.Output == Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// Delivers the given values before the upstream's.
  ///
  /// ```swift
  /// let cancellable = [3].publisher.prepend(1, 2).sink { print($0) }  // Prints "1", "2", "3"
  /// ```
  ///
  /// - Parameter elements: The values delivered first.
  /// - Returns: A publisher of `elements`, then the upstream's values.
  public func prepend(
    _ elements: Output...
  ) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Delivers the elements of a sequence before the upstream's values.
  ///
  /// ```swift
  /// let cancellable = [3].publisher.prepend(1...2).sink { print($0) }  // Prints "1", "2", "3"
  /// ```
  ///
  /// - Parameter elements: The sequence delivered first.
  /// - Returns: A publisher of the sequence's elements, then the upstream's values.
  public func prepend<S: Swift.Sequence>(
    _ elements: S
  ) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where S.Element == Output {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Delivers the values of another publisher before the upstream's.
  ///
  /// The upstream is subscribed to only when the other publisher finishes.
  ///
  /// ```swift
  /// let cancellable = Just(2).prepend(Just(1)).sink { print($0) }  // Prints "1", "2"
  /// ```
  ///
  /// - Parameter publisher: The publisher whose values come first.
  /// - Returns: A publisher of the other publisher's values, then the upstream's.
  public func prepend<P: Publisher>(
    _ publisher: P
  ) -> Publishers.Concatenate<P, Self> where P.Failure == Failure, P.Output == Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }
}
