public import Signals

extension Collection where Element: Publisher {
  /// Publishes an array of the n-th values of every publisher, once each has sent its n-th
  /// (CombineExt).
  ///
  /// The array keeps the collection's order. It finishes when a publisher finishes with no value
  /// left waiting, and fails with the first failure. An empty collection finishes at once.
  ///
  /// ```swift
  /// let cancellable = [left, right].zip().sink { print($0) }
  /// left.send(1); right.send(2)  // Prints "[1, 2]"
  /// ```
  ///
  /// - Returns: A publisher of arrays of values sent at the same position.
  public func zip() -> AnyPublisher<[Element.Output], Element.Failure> {
    combinedInGroups { group in
      switch group.count {
      case 1: group[0]
      case 2: group[0].zip(group[1]) { $0 + $1 }.eraseToAnyPublisher()
      case 3: group[0].zip(group[1], group[2]) { $0 + $1 + $2 }.eraseToAnyPublisher()
      default:
        group[0].zip(group[1], group[2], group[3]) { $0 + $1 + $2 + $3 }.eraseToAnyPublisher()
      }
    }
  }
}

extension Publisher {
  /// Publishes arrays of the n-th values of this publisher and `others` (CombineExt).
  ///
  /// ```swift
  /// let cancellable = first.zip(with: [second, third]).sink { print($0) }
  /// ```
  ///
  /// - Parameter others: The other publishers.
  /// - Returns: A publisher of arrays, this publisher's value first.
  public func zip<Others: Collection>(
    with others: Others
  ) -> AnyPublisher<[Output], Failure>
  where
    Others.Element: Publisher,
    Others.Element.Output == Output,
    Others.Element.Failure == Failure
  {
    ([eraseToAnyPublisher()] + others.map { $0.eraseToAnyPublisher() }).zip()
  }

  /// Publishes arrays of the n-th values of this publisher and `others` (CombineExt).
  ///
  /// ```swift
  /// let cancellable = first.zip(with: second, third).sink { print($0) }
  /// ```
  ///
  /// - Parameter others: The other publishers.
  /// - Returns: A publisher of arrays, this publisher's value first.
  public func zip<Other: Publisher>(
    with others: Other...
  ) -> AnyPublisher<[Output], Failure> where Other.Output == Output, Other.Failure == Failure {
    zip(with: others)
  }
}
