// The transforming and filtering operators of `Result.Publisher`, declared as Combine declares
// them and evaluated at once; a failure passes through unchanged.

extension Result.Publisher {
  /// Transforms the success value at once.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).map { $0 * 10 }  // delivers 20
  /// ```
  public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
    .init(result.map(transform))
  }

  /// Transforms the success value with a throwing closure at once.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).tryMap { try check($0) }
  /// ```
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    .init(result.transformTrying(transform))
  }

  /// Converts the failure at once.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(.oops).mapError { $0 as Error }
  /// ```
  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    .init(result.mapError(transform))
  }

  /// Delivers the first running result at once.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).scan(1, +)  // delivers 3
  /// ```
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) -> T
  ) -> Result<T, Failure>.Publisher {
    .init(result.map { nextPartialResult(initialResult, $0) })
  }

  /// Delivers the first running result of a throwing closure at once.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).tryScan(1) { try add($0, $1) }
  /// ```
  public func tryScan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) throws -> T
  ) -> Result<T, any Error>.Publisher {
    .init(result.transformTrying { try nextPartialResult(initialResult, $0) })
  }

  /// Returns this publisher: one value has no duplicates.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).removeDuplicates { $0 == $1 }
  /// ```
  public func removeDuplicates(
    by predicate: (Output, Output) -> Bool
  ) -> Result<Output, Failure>.Publisher {
    self
  }

  /// Delivers the success value after calling the predicate once with it, so the predicate can throw.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).tryRemoveDuplicates { try same($0, $1) }
  /// ```
  public func tryRemoveDuplicates(
    by predicate: (Output, Output) throws -> Bool
  ) -> Result<Output, any Error>.Publisher {
    .init(result.checkedTrying(predicate))
  }

  /// Delivers the success value, or `output` in place of the failure.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(.oops).replaceError(with: 0)  // delivers 0
  /// ```
  public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
    switch result {
    case .success(let value): .init(value)
    case .failure: .init(output)
    }
  }

  /// Returns this publisher: it is never empty.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).replaceEmpty(with: 0)
  /// ```
  public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher {
    self
  }
}

extension Result.Publisher where Output: Equatable {
  /// Returns this publisher: one value has no duplicates.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).removeDuplicates()
  /// ```
  public func removeDuplicates() -> Result<Output, Failure>.Publisher {
    self
  }
}

extension Result.Publisher where Failure == Never {
  /// Declares another failure type for a result that cannot fail.
  ///
  /// ```swift
  /// Result<Int, Never>.Publisher(1).setFailureType(to: TestError.self)
  /// ```
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    switch result {
    case .success(let value): .init(value)
    }
  }
}
