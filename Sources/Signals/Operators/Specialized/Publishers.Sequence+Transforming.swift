// The transforming and filtering operators of the sequence publisher, declared as Combine declares them and
// evaluated at once.

extension Publishers.Sequence {
  /// Transforms every element at once.
  ///
  /// ```swift
  /// [1, 2].publisher.map { $0 * 10 }  // delivers 10, 20
  /// ```
  public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
    .init(sequence: sequence.map(transform))
  }

  /// Keeps the non-`nil` results of the transform, computed at once.
  ///
  /// ```swift
  /// ["1", "x"].publisher.compactMap { Int($0) }  // delivers 1
  /// ```
  public func compactMap<T>(
    _ transform: (Elements.Element) -> T?
  ) -> Publishers.Sequence<[T], Failure> {
    .init(sequence: sequence.compactMap(transform))
  }

  /// Keeps the elements that satisfy the predicate, computed at once.
  ///
  /// ```swift
  /// [1, 2].publisher.filter { $0 > 1 }  // delivers 2
  /// ```
  public func filter(
    _ isIncluded: (Elements.Element) -> Bool
  ) -> Publishers.Sequence<[Elements.Element], Failure> {
    .init(sequence: sequence.filter(isIncluded))
  }

  /// Replaces `nil` elements with `output`, computed at once.
  ///
  /// ```swift
  /// [1, nil].publisher.replaceNil(with: 0)  // delivers 1, 0
  /// ```
  public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Elements.Element], Failure>
  where Elements.Element == T? {
    .init(sequence: sequence.map { $0 ?? output })
  }

  /// Computes every running result at once.
  ///
  /// ```swift
  /// [1, 2].publisher.scan(0, +)  // delivers 1, 3
  /// ```
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Elements.Element) -> T
  ) -> Publishers.Sequence<[T], Failure> {
    var result = initialResult
    return .init(
      sequence: sequence.map { element in
        result = nextPartialResult(result, element)
        return result
      }
    )
  }

  /// Declares another failure type.
  ///
  /// ```swift
  /// [1].publisher.setFailureType(to: TestError.self)
  /// ```
  public func setFailureType<E: Error>(to error: E.Type) -> Publishers.Sequence<Elements, E> {
    .init(sequence: sequence)
  }
}

extension Publishers.Sequence where Elements.Element: Equatable {
  /// Drops consecutive duplicates at once.
  ///
  /// ```swift
  /// [1, 1, 2].publisher.removeDuplicates()  // delivers 1, 2
  /// ```
  public func removeDuplicates() -> Publishers.Sequence<[Elements.Element], Failure> {
    var previous: Elements.Element?
    var kept: [Elements.Element] = []
    for element in sequence where element != previous {
      kept.append(element)
      previous = element
    }
    return .init(sequence: kept)
  }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
  /// Puts the given elements first, in one collection.
  ///
  /// ```swift
  /// [3].publisher.prepend(1, 2)  // delivers 1, 2, 3
  /// ```
  public func prepend(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
    prepend(elements)
  }

  /// Puts the elements of another sequence first, in one collection.
  ///
  /// ```swift
  /// [3].publisher.prepend(1...2)  // delivers 1, 2, 3
  /// ```
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where S.Element == Elements.Element {
    // As Combine: an empty collection reserved for both, then the elements, then this sequence.
    var joined = Elements()
    joined.reserveCapacity(sequence.count + elements.underestimatedCount)
    joined.append(contentsOf: elements)
    joined.append(contentsOf: sequence)
    return .init(sequence: joined)
  }

  /// Puts another sequence publisher's elements first, in one collection.
  ///
  /// ```swift
  /// [3].publisher.prepend([1, 2].publisher)  // delivers 1, 2, 3
  /// ```
  public func prepend(
    _ publisher: Publishers.Sequence<Elements, Failure>
  ) -> Publishers.Sequence<Elements, Failure> {
    // As Combine: the other publisher's collection, with this one's elements appended to it.
    var joined = publisher.sequence
    joined.append(contentsOf: sequence)
    return .init(sequence: joined)
  }

  /// Puts the given elements last, in one collection.
  ///
  /// ```swift
  /// [1].publisher.append(2, 3)  // delivers 1, 2, 3
  /// ```
  public func append(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
    append(elements)
  }

  /// Puts the elements of another sequence last, in one collection.
  ///
  /// ```swift
  /// [1].publisher.append(2...3)  // delivers 1, 2, 3
  /// ```
  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where S.Element == Elements.Element {
    var joined = sequence
    joined.append(contentsOf: elements)
    return .init(sequence: joined)
  }

  /// Puts another sequence publisher's elements last, in one collection.
  ///
  /// ```swift
  /// [1].publisher.append([2, 3].publisher)  // delivers 1, 2, 3
  /// ```
  public func append(
    _ publisher: Publishers.Sequence<Elements, Failure>
  ) -> Publishers.Sequence<Elements, Failure> {
    append(publisher.sequence)
  }
}
