// The reducing and slicing operators of `Result.Publisher`, declared as Combine declares them
// and evaluated at once; a failure passes through unchanged.

extension Result.Publisher {
  /// Combines the success value with the initial result at once.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).reduce(1, +)  // delivers 3
  /// ```
  public func reduce<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) -> T
  ) -> Result<T, Failure>.Publisher {
    .init(result.map { nextPartialResult(initialResult, $0) })
  }

  /// Combines the success value with a throwing closure at once.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).tryReduce(1) { try add($0, $1) }
  /// ```
  public func tryReduce<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) throws -> T
  ) -> Result<T, any Error>.Publisher {
    .init(result.transformTrying { try nextPartialResult(initialResult, $0) })
  }

  /// Tells whether the success value satisfies the predicate.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).allSatisfy { $0 > 1 }  // delivers true
  /// ```
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    .init(result.map(predicate))
  }

  /// Tells whether the success value satisfies a throwing predicate.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).tryAllSatisfy { try check($0) }
  /// ```
  public func tryAllSatisfy(
    _ predicate: (Output) throws -> Bool
  ) -> Result<Bool, any Error>.Publisher {
    .init(result.transformTrying(predicate))
  }

  /// Tells whether the success value satisfies the predicate.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).contains { $0 > 1 }  // delivers true
  /// ```
  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    .init(result.map(predicate))
  }

  /// Tells whether the success value satisfies a throwing predicate.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(2).tryContains { try check($0) }
  /// ```
  public func tryContains(
    where predicate: (Output) throws -> Bool
  ) -> Result<Bool, any Error>.Publisher {
    .init(result.transformTrying(predicate))
  }

  /// Delivers the success value in a one-element array.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).collect()  // delivers [1]
  /// ```
  public func collect() -> Result<[Output], Failure>.Publisher {
    .init(result.map { [$0] })
  }

  /// Delivers one for a success value.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).count()  // delivers 1
  /// ```
  public func count() -> Result<Int, Failure>.Publisher {
    .init(result.map { _ in 1 })
  }

  /// Returns this publisher: one value is its own minimum.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).min { $0 < $1 }
  /// ```
  public func min(
    by areInIncreasingOrder: (Output, Output) -> Bool
  ) -> Result<Output, Failure>.Publisher {
    self
  }

  /// Returns this publisher: one value is its own maximum.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).max { $0 < $1 }
  /// ```
  public func max(
    by areInIncreasingOrder: (Output, Output) -> Bool
  ) -> Result<Output, Failure>.Publisher {
    self
  }

  /// Delivers the success value after calling the ordering once with it, so the ordering can throw.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).tryMin { try order($0, $1) }
  /// ```
  public func tryMin(
    by areInIncreasingOrder: (Output, Output) throws -> Bool
  ) -> Result<Output, any Error>.Publisher {
    .init(result.checkedTrying(areInIncreasingOrder))
  }

  /// Delivers the success value after calling the ordering once with it, so the ordering can throw.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).tryMax { try order($0, $1) }
  /// ```
  public func tryMax(
    by areInIncreasingOrder: (Output, Output) throws -> Bool
  ) -> Result<Output, any Error>.Publisher {
    .init(result.checkedTrying(areInIncreasingOrder))
  }

  /// Returns this publisher: its value is the first.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).first()
  /// ```
  public func first() -> Result<Output, Failure>.Publisher {
    self
  }

  /// Returns this publisher: its value is the last.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).last()
  /// ```
  public func last() -> Result<Output, Failure>.Publisher {
    self
  }

  /// Finishes or fails without the value.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).ignoreOutput()  // finishes
  /// ```
  public func ignoreOutput() -> Empty<Output, Failure> {
    Empty()
  }
}

extension Result.Publisher where Output: Equatable {
  /// Tells whether the success value equals `output`.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).contains(1)  // delivers true
  /// ```
  public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
    .init(result.map { $0 == output })
  }
}

extension Result.Publisher where Output: Comparable {
  /// Returns this publisher: one value is its own minimum.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).min()
  /// ```
  public func min() -> Result<Output, Failure>.Publisher {
    self
  }

  /// Returns this publisher: one value is its own maximum.
  ///
  /// ```swift
  /// Result<Int, TestError>.Publisher(1).max()
  /// ```
  public func max() -> Result<Output, Failure>.Publisher {
    self
  }
}
