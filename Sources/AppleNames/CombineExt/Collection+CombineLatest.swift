public import Signals

extension Collection where Element: Publisher {
  /// Publishes an array of every publisher's latest value, once each has sent one (CombineExt).
  ///
  /// The array keeps the collection's order. It finishes when all the publishers have finished
  /// and fails with the first failure. An empty collection finishes at once.
  ///
  /// ```swift
  /// let cancellable = [name, surname].combineLatest().sink { print($0) }
  /// name.send("Ada"); surname.send("Lovelace")  // Prints "["Ada", "Lovelace"]"
  /// ```
  ///
  /// - Returns: A publisher of arrays of latest values.
  public func combineLatest() -> AnyPublisher<[Element.Output], Element.Failure> {
    combinedInGroups { group in
      switch group.count {
      case 1: group[0]
      case 2: group[0].combineLatest(group[1]) { $0 + $1 }.eraseToAnyPublisher()
      case 3: group[0].combineLatest(group[1], group[2]) { $0 + $1 + $2 }.eraseToAnyPublisher()
      default:
        group[0].combineLatest(group[1], group[2], group[3]) { $0 + $1 + $2 + $3 }
          .eraseToAnyPublisher()
      }
    }
  }

  /// Wraps each publisher's values in one-element arrays and joins groups of up to four with
  /// `join` until one publisher is left.
  func combinedInGroups(
    _ join: ([AnyPublisher<[Element.Output], Element.Failure>]) -> AnyPublisher<
      [Element.Output], Element.Failure
    >
  ) -> AnyPublisher<[Element.Output], Element.Failure> {
    var level = map { $0.map { [$0] }.eraseToAnyPublisher() }
    while level.count > 1 {
      level = stride(from: 0, to: level.count, by: 4)
        .map { start in join(Array(level[start..<Swift.min(start + 4, level.count)])) }
    }
    return level.first ?? Empty().eraseToAnyPublisher()
  }
}

extension Publisher {
  /// Publishes an array of the latest values of this publisher and `others`, once each has sent
  /// one (CombineExt).
  ///
  /// ```swift
  /// let cancellable = first.combineLatest(with: [second, third]).sink { print($0) }
  /// ```
  ///
  /// - Parameter others: The other publishers.
  /// - Returns: A publisher of arrays of latest values, this publisher's first.
  public func combineLatest<Others: Collection>(
    with others: Others
  ) -> AnyPublisher<[Output], Failure>
  where
    Others.Element: Publisher,
    Others.Element.Output == Output,
    Others.Element.Failure == Failure
  {
    ([eraseToAnyPublisher()] + others.map { $0.eraseToAnyPublisher() }).combineLatest()
  }

  /// Publishes an array of the latest values of this publisher and `others`, once each has sent
  /// one (CombineExt).
  ///
  /// ```swift
  /// let cancellable = first.combineLatest(with: second, third).sink { print($0) }
  /// ```
  ///
  /// - Parameter others: The other publishers.
  /// - Returns: A publisher of arrays of latest values, this publisher's first.
  public func combineLatest<Other: Publisher>(
    with others: Other...
  ) -> AnyPublisher<[Output], Failure> where Other.Output == Output, Other.Failure == Failure {
    combineLatest(with: others)
  }
}
