// Just's operators, declared as Combine declares them: evaluated at once, returning `Just`,
// `Result.Publisher` or `Optional.Publisher`.

extension Just {
  /// Delivers the transformed value, evaluated at once.
  ///
  /// ```swift
  /// Just(2).map { $0 * 10 }  // Just(20)
  /// ```
  public func map<T>(_ transform: (Output) -> T) -> Just<T> {
    Just<T>(transform(output))
  }

  /// Delivers the transformed value or fails with the thrown error, evaluated at once.
  ///
  /// ```swift
  /// Just("1").tryMap { try parse($0) }
  /// ```
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    .init(Result { try transform(output) })
  }

  /// Declares a failure type; the value cannot fail.
  ///
  /// ```swift
  /// Just(1).mapError { _ in TestError.oops }
  /// ```
  public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
    .init(output)
  }

  /// Declares a failure type; the value cannot fail.
  ///
  /// ```swift
  /// Just(1).setFailureType(to: TestError.self)
  /// ```
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    .init(output)
  }

  /// Delivers the first partial result, evaluated at once.
  ///
  /// ```swift
  /// Just(2).scan(1, +)  // delivers 3
  /// ```
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) -> T
  ) -> Result<T, Never>.Publisher {
    .init(nextPartialResult(initialResult, output))
  }

  /// Delivers the first partial result of a throwing closure, evaluated at once.
  ///
  /// ```swift
  /// Just(2).tryScan(1) { try add($0, $1) }
  /// ```
  public func tryScan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) throws -> T
  ) -> Result<T, any Error>.Publisher {
    .init(Result { try nextPartialResult(initialResult, output) })
  }

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

  /// Delivers the value if it satisfies the predicate, evaluated at once.
  ///
  /// ```swift
  /// Just(2).filter { $0 > 1 }  // delivers 2
  /// ```
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(isIncluded(output) ? output : nil)
  }

  /// Delivers the non-`nil` result of the transform, evaluated at once.
  ///
  /// ```swift
  /// Just("1").compactMap { Int($0) }  // delivers 1
  /// ```
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    .init(transform(output))
  }

  /// Returns this publisher: one value has no duplicates.
  ///
  /// ```swift
  /// Just(1).removeDuplicates { $0 == $1 }
  /// ```
  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> {
    self
  }

  /// Returns a publisher of the value; the predicate is called once with the value twice, so it can throw.
  ///
  /// ```swift
  /// Just(1).tryRemoveDuplicates { try same($0, $1) }
  /// ```
  public func tryRemoveDuplicates(
    by predicate: (Output, Output) throws -> Bool
  ) -> Result<Output, any Error>.Publisher {
    .init(
      Result {
        _ = try predicate(output, output)
        return output
      }
    )
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

  /// Returns this publisher: it cannot fail.
  ///
  /// ```swift
  /// Just(1).replaceError(with: 0)
  /// ```
  public func replaceError(with output: Output) -> Just<Output> {
    self
  }

  /// Returns this publisher: it is never empty.
  ///
  /// ```swift
  /// Just(1).replaceEmpty(with: 0)
  /// ```
  public func replaceEmpty(with output: Output) -> Just<Output> {
    self
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

  /// Returns this publisher: one value has no duplicates.
  ///
  /// ```swift
  /// Just(1).removeDuplicates()
  /// ```
  public func removeDuplicates() -> Just<Output> {
    self
  }
}
