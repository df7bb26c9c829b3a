// The reducing and slicing operators of `Just`, declared as Combine declares them and
// evaluated at once.

extension Just {
  /// Delivers the combined result, evaluated at once.
  ///
  /// ```swift
  /// Just(2).reduce(1, +)  // delivers 3
  /// ```
  public func reduce<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) -> T
  ) -> Result<T, Never>.Publisher {
    .init(nextPartialResult(initialResult, output))
  }

  /// Delivers the combined result of a throwing closure, evaluated at once.
  ///
  /// ```swift
  /// Just(2).tryReduce(1) { try add($0, $1) }
  /// ```
  public func tryReduce<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) throws -> T
  ) -> Result<T, any Error>.Publisher {
    .init(Result { try nextPartialResult(initialResult, output) })
  }

  /// Delivers whether the value satisfies the predicate, evaluated at once.
  ///
  /// ```swift
  /// Just(2).allSatisfy { $0 > 1 }  // delivers true
  /// ```
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  /// Delivers whether the value satisfies a throwing predicate, evaluated at once.
  ///
  /// ```swift
  /// Just(2).tryAllSatisfy { try check($0) }
  /// ```
  public func tryAllSatisfy(
    _ predicate: (Output) throws -> Bool
  ) -> Result<Bool, any Error>.Publisher {
    .init(Result { try predicate(output) })
  }

  /// Delivers whether the value satisfies the predicate, evaluated at once.
  ///
  /// ```swift
  /// Just(2).contains { $0 > 1 }  // delivers true
  /// ```
  public func contains(where predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  /// Delivers whether the value satisfies a throwing predicate, evaluated at once.
  ///
  /// ```swift
  /// Just(2).tryContains { try check($0) }
  /// ```
  public func tryContains(
    where predicate: (Output) throws -> Bool
  ) -> Result<Bool, any Error>.Publisher {
    .init(Result { try predicate(output) })
  }

  /// Delivers the value in a one-element array.
  ///
  /// ```swift
  /// Just(1).collect()  // delivers [1]
  /// ```
  public func collect() -> Just<[Output]> {
    Just<[Output]>([output])
  }

  /// Returns this publisher: one value is its own minimum.
  ///
  /// ```swift
  /// Just(1).min { $0 < $1 }
  /// ```
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> {
    self
  }

  /// Returns this publisher: one value is its own maximum.
  ///
  /// ```swift
  /// Just(1).max { $0 < $1 }
  /// ```
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> {
    self
  }

  /// Delivers one, the number of values.
  ///
  /// ```swift
  /// Just("a").count()  // delivers 1
  /// ```
  public func count() -> Just<Int> {
    Just<Int>(1)
  }

  /// Delivers the value only when dropping none.
  ///
  /// ```swift
  /// Just(1).dropFirst()  // finishes with no value
  /// ```
  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "dropFirst(_:) was given \(count); it must not be negative")
    return .init(count > 0 ? nil : output)
  }

  /// Delivers the value unless the predicate drops it.
  ///
  /// ```swift
  /// Just(1).drop { $0 > 0 }  // finishes with no value
  /// ```
  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(predicate(output) ? nil : output)
  }

  /// Returns this publisher: its value is the first.
  ///
  /// ```swift
  /// Just(1).first()
  /// ```
  public func first() -> Just<Output> {
    self
  }

  /// Delivers the value if it satisfies the predicate.
  ///
  /// ```swift
  /// Just(1).first { $0 > 0 }  // delivers 1
  /// ```
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(predicate(output) ? output : nil)
  }

  /// Returns this publisher: its value is the last.
  ///
  /// ```swift
  /// Just(1).last()
  /// ```
  public func last() -> Just<Output> {
    self
  }

  /// Delivers the value if it satisfies the predicate.
  ///
  /// ```swift
  /// Just(1).last { $0 > 0 }  // delivers 1
  /// ```
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(predicate(output) ? output : nil)
  }

  /// Finishes without the value.
  ///
  /// ```swift
  /// Just(1).ignoreOutput()  // finishes
  /// ```
  public func ignoreOutput() -> Empty<Output, Never> {
    Empty()
  }

  /// Delivers the value only for index zero.
  ///
  /// ```swift
  /// Just(1).output(at: 0)  // delivers 1
  /// ```
  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "output(at:) was given \(index); it must not be negative")
    return .init(index == 0 ? output : nil)
  }

  /// Delivers the value when the range starts at zero, as Combine does (even for an empty range).
  ///
  /// ```swift
  /// Just(1).output(in: 0..<2)  // delivers 1
  /// ```
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher
  where R.Bound == Int {
    .init(range.relative(to: 0..<Int.max).lowerBound == 0 ? output : nil)
  }

  /// Delivers the value unless the length is zero.
  ///
  /// ```swift
  /// Just(1).prefix(0)  // finishes with no value
  /// ```
  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "prefix(_:) was given \(maxLength); it must not be negative")
    return .init(maxLength > 0 ? output : nil)
  }

  /// Delivers the value if it satisfies the predicate.
  ///
  /// ```swift
  /// Just(1).prefix { $0 > 0 }  // delivers 1
  /// ```
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(predicate(output) ? output : nil)
  }
}

extension Just where Output: Comparable {
  /// Returns this publisher: one value is its own minimum.
  ///
  /// ```swift
  /// Just(1).min()
  /// ```
  public func min() -> Just<Output> {
    self
  }

  /// Returns this publisher: one value is its own maximum.
  ///
  /// ```swift
  /// Just(1).max()
  /// ```
  public func max() -> Just<Output> {
    self
  }
}

extension Just where Output: Equatable {
  /// Delivers whether the value equals `output`, evaluated at once.
  ///
  /// ```swift
  /// Just(1).contains(1)  // delivers true
  /// ```
  public func contains(_ output: Output) -> Just<Bool> {
    Just<Bool>(self.output == output)
  }
}
