// The operators that Combine specialises for `Just` to give a sequence publisher, and `retry`,
// which Combine specialises for the publishers that cannot fail differently on a second try.

extension Just {
  /// Puts `elements` before the value, as one sequence publisher.
  ///
  /// ```swift
  /// Just(3).prepend(1, 2)  // Publishers.Sequence of [1, 2, 3]
  /// ```
  ///
  /// - Parameter elements: The values to deliver first.
  /// - Returns: A publisher of the elements, then the value.
  public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    prepend(elements)
  }

  /// Puts the elements of a sequence before the value, as one sequence publisher.
  ///
  /// ```swift
  /// Just(3).prepend([1, 2])  // Publishers.Sequence of [1, 2, 3]
  /// ```
  ///
  /// - Parameter elements: The values to deliver first.
  /// - Returns: A publisher of the elements, then the value.
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure>
  where S.Element == Output {
    // As Combine: reserves once from `underestimatedCount`, never asks for `count`.
    var joined: [Output] = []
    joined.reserveCapacity(elements.underestimatedCount + 1)
    joined.append(contentsOf: elements)
    joined.append(output)
    return .init(sequence: joined)
  }

  /// Puts `elements` after the value, as one sequence publisher.
  ///
  /// ```swift
  /// Just(1).append(2, 3)  // Publishers.Sequence of [1, 2, 3]
  /// ```
  ///
  /// - Parameter elements: The values to deliver last.
  /// - Returns: A publisher of the value, then the elements.
  public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    append(elements)
  }

  /// Puts the elements of a sequence after the value, as one sequence publisher.
  ///
  /// ```swift
  /// Just(1).append([2, 3])  // Publishers.Sequence of [1, 2, 3]
  /// ```
  ///
  /// - Parameter elements: The values to deliver last.
  /// - Returns: A publisher of the value, then the elements.
  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure>
  where S.Element == Output {
    var joined = [output]
    joined.append(contentsOf: elements)
    return .init(sequence: joined)
  }

  /// `Just` cannot fail, so retrying gives the same publisher, as in Combine.
  ///
  /// ```swift
  /// Just(1).retry(3)  // Just(1)
  /// ```
  ///
  /// - Parameter times: The number of retries (unused).
  /// - Returns: This publisher.
  public func retry(_ times: Int) -> Just<Output> {
    self
  }
}

extension Optional.Publisher {
  /// An optional's publisher gives the same result on every try, so retrying gives the same
  /// publisher, as in Combine.
  ///
  /// ```swift
  /// Optional(1).publisher.retry(3)  // the same publisher
  /// ```
  ///
  /// - Parameter times: The number of retries (unused).
  /// - Returns: This publisher.
  public func retry(_ times: Int) -> Optional<Wrapped>.Publisher {
    self
  }
}

extension Result.Publisher {
  /// A result's publisher gives the same result on every try, so retrying gives the same
  /// publisher, as in Combine.
  ///
  /// ```swift
  /// Result<Int, MyError>.Publisher(.failure(.oops)).retry(3)  // the same publisher
  /// ```
  ///
  /// - Parameter times: The number of retries (unused).
  /// - Returns: This publisher.
  public func retry(_ times: Int) -> Result<Output, Failure>.Publisher {
    self
  }
}
