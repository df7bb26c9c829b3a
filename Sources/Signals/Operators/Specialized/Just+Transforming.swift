// The transforming and filtering operators of `Just`, declared as Combine declares them and
// evaluated at once.

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

extension Just where Output: Equatable {
  /// Returns this publisher: one value has no duplicates.
  ///
  /// ```swift
  /// Just(1).removeDuplicates()
  /// ```
  public func removeDuplicates() -> Just<Output> {
    self
  }
}
