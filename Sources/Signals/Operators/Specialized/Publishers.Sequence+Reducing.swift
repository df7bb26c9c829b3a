// The reducing and slicing operators of the sequence publisher, declared as Combine declares them and
// evaluated at once.

extension Publishers.Sequence {
  /// Drops the first elements lazily on the sequence.
  ///
  /// ```swift
  /// [1, 2].publisher.dropFirst()  // delivers 2
  /// ```
  public func dropFirst(
    _ count: Int = 1
  ) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
    precondition(count >= 0, "dropFirst(_:) was given \(count); it must not be negative")
    return .init(sequence: sequence.dropFirst(count))
  }

  /// Drops elements while the predicate holds, computed on the sequence.
  ///
  /// ```swift
  /// [1, 2, 1].publisher.drop { $0 < 2 }  // delivers 2, 1
  /// ```
  public func drop(
    while predicate: (Elements.Element) -> Bool
  ) -> Publishers.Sequence<DropWhileSequence<Elements>, Failure> {
    .init(sequence: sequence.drop(while: predicate))
  }

  /// Keeps at most `maxLength` elements.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.prefix(2)  // delivers 1, 2
  /// ```
  public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
    precondition(maxLength >= 0, "prefix(_:) was given \(maxLength); it must not be negative")
    return .init(sequence: sequence.prefix(maxLength))
  }

  /// Keeps the elements before the first that fails the predicate, computed at once.
  ///
  /// ```swift
  /// [1, 2, 1].publisher.prefix { $0 < 2 }  // delivers 1
  /// ```
  public func prefix(
    while predicate: (Elements.Element) -> Bool
  ) -> Publishers.Sequence<[Elements.Element], Failure> {
    .init(sequence: sequence.prefix(while: predicate))
  }

  /// Finishes without any element.
  ///
  /// ```swift
  /// [1, 2].publisher.ignoreOutput()  // finishes
  /// ```
  public func ignoreOutput() -> Empty<Elements.Element, Failure> {
    Empty()
  }

  /// Collects the elements into one array at once.
  ///
  /// ```swift
  /// [1, 2].publisher.collect()  // delivers [1, 2]
  /// ```
  public func collect() -> Result<[Elements.Element], Failure>.Publisher {
    .init(Array(sequence))
  }

  /// Combines all elements at once.
  ///
  /// ```swift
  /// [1, 2].publisher.reduce(0, +)  // delivers 3
  /// ```
  public func reduce<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Elements.Element) -> T
  ) -> Result<T, Failure>.Publisher {
    .init(sequence.reduce(initialResult, nextPartialResult))
  }

  /// Combines all elements with a throwing closure at once.
  ///
  /// ```swift
  /// [1, 2].publisher.tryReduce(0) { try add($0, $1) }
  /// ```
  public func tryReduce<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Elements.Element) throws -> T
  ) -> Result<T, any Error>.Publisher {
    .init(Result { try sequence.reduce(initialResult, nextPartialResult) })
  }

  /// Tells at once whether every element satisfies the predicate.
  ///
  /// ```swift
  /// [1, 2].publisher.allSatisfy { $0 > 0 }  // delivers true
  /// ```
  public func allSatisfy(_ predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher
  {
    .init(sequence.allSatisfy(predicate))
  }

  /// Tells at once whether every element satisfies a throwing predicate.
  ///
  /// ```swift
  /// [1, 2].publisher.tryAllSatisfy { try check($0) }
  /// ```
  public func tryAllSatisfy(
    _ predicate: (Elements.Element) throws -> Bool
  ) -> Result<Bool, any Error>.Publisher {
    .init(Result { try sequence.allSatisfy(predicate) })
  }

  /// Tells at once whether an element satisfies the predicate.
  ///
  /// ```swift
  /// [1, 2].publisher.contains { $0 > 1 }  // delivers true
  /// ```
  public func contains(
    where predicate: (Elements.Element) -> Bool
  ) -> Result<Bool, Failure>.Publisher {
    .init(sequence.contains(where: predicate))
  }

  /// Tells at once whether an element satisfies a throwing predicate.
  ///
  /// ```swift
  /// [1, 2].publisher.tryContains { try check($0) }
  /// ```
  public func tryContains(
    where predicate: (Elements.Element) throws -> Bool
  ) -> Result<Bool, any Error>.Publisher {
    .init(Result { try sequence.contains(where: predicate) })
  }
}

extension Publishers.Sequence where Elements.Element: Equatable {
  /// Tells at once whether an element equals `output`.
  ///
  /// ```swift
  /// [1, 2].publisher.contains(2)  // delivers true
  /// ```
  public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
    .init(sequence.contains(output))
  }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
  /// Delivers the smallest element, found at once.
  ///
  /// ```swift
  /// [2, 1].publisher.min()  // delivers 1
  /// ```
  public func min() -> Optional<Elements.Element>.Publisher {
    .init(sequence.min())
  }

  /// Delivers the greatest element, found at once.
  ///
  /// ```swift
  /// [2, 1].publisher.max()  // delivers 2
  /// ```
  public func max() -> Optional<Elements.Element>.Publisher {
    .init(sequence.max())
  }
}

extension Publishers.Sequence where Failure == Never {
  /// Delivers the smallest element by an ordering, found at once.
  ///
  /// ```swift
  /// ["bb", "a"].publisher.min { $0.count < $1.count }  // delivers "a"
  /// ```
  public func min(
    by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool
  ) -> Optional<Elements.Element>.Publisher {
    .init(sequence.min(by: areInIncreasingOrder))
  }

  /// Delivers the greatest element by an ordering, found at once.
  ///
  /// ```swift
  /// ["bb", "a"].publisher.max { $0.count < $1.count }  // delivers "bb"
  /// ```
  public func max(
    by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool
  ) -> Optional<Elements.Element>.Publisher {
    .init(sequence.max(by: areInIncreasingOrder))
  }

  /// Delivers the first element that satisfies the predicate, found at once.
  ///
  /// ```swift
  /// [1, 2].publisher.first { $0 > 1 }  // delivers 2
  /// ```
  public func first(
    where predicate: (Elements.Element) -> Bool
  ) -> Optional<Elements.Element>.Publisher {
    .init(sequence.first(where: predicate))
  }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
  /// Delivers the first element, if any.
  ///
  /// ```swift
  /// [1, 2].publisher.first()  // delivers 1
  /// ```
  public func first() -> Optional<Elements.Element>.Publisher {
    .init(sequence.first)
  }

  /// Delivers the element at `index`, if it exists.
  ///
  /// ```swift
  /// [1, 2].publisher.output(at: 1)  // delivers 2
  /// ```
  public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
    .init(sequence.indices.contains(index) ? sequence[index] : nil)
  }
}

extension Publishers.Sequence where Elements: Collection {
  /// Delivers the number of elements.
  ///
  /// ```swift
  /// (1...3).publisher.count()  // delivers 3
  /// ```
  public func count() -> Result<Int, Failure>.Publisher {
    .init(sequence.count)
  }

  /// Delivers the elements at the positions in `range`.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.output(in: 1..<3)  // delivers 2, 3
  /// ```
  public func output(
    in range: Range<Elements.Index>
  ) -> Publishers.Sequence<[Elements.Element], Failure> {
    .init(sequence: Array(sequence[range]))
  }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
  /// Delivers the last element, if any.
  ///
  /// ```swift
  /// [1, 2].publisher.last()  // delivers 2
  /// ```
  public func last() -> Optional<Elements.Element>.Publisher {
    .init(sequence.last)
  }

  /// Delivers the last element that satisfies the predicate, found at once.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.last { $0 < 3 }  // delivers 2
  /// ```
  public func last(
    where predicate: (Elements.Element) -> Bool
  ) -> Optional<Elements.Element>.Publisher {
    .init(sequence.last(where: predicate))
  }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
  /// Delivers the number of elements.
  ///
  /// ```swift
  /// [1, 2].publisher.count()  // delivers 2
  /// ```
  public func count() -> Just<Int> {
    Just(sequence.count)
  }
}
