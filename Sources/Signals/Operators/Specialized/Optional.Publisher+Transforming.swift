// The transforming and filtering operators of `Optional.Publisher`, declared as Combine declares them and
// evaluated at once.

extension Optional.Publisher {
  /// Transforms the value, if any, at once.
  ///
  /// ```swift
  /// Optional(2).publisher.map { $0 * 10 }  // delivers 20
  /// ```
  public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
    .init(output.map(transform))
  }

  /// Transforms the value, if any, keeping a non-`nil` result.
  ///
  /// ```swift
  /// Optional("1").publisher.compactMap { Int($0) }  // delivers 1
  /// ```
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    .init(output.flatMap(transform))
  }

  /// Keeps the value if it satisfies the predicate.
  ///
  /// ```swift
  /// Optional(2).publisher.filter { $0 > 5 }  // finishes
  /// ```
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(output.flatMap { isIncluded($0) ? $0 : nil })
  }

  /// Delivers the first running result, if any, at once.
  ///
  /// ```swift
  /// Optional(2).publisher.scan(1, +)  // delivers 3
  /// ```
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) -> T
  ) -> Optional<T>.Publisher {
    .init(output.map { nextPartialResult(initialResult, $0) })
  }

  /// Returns this publisher: one value has no duplicates.
  ///
  /// ```swift
  /// Optional(1).publisher.removeDuplicates { $0 == $1 }
  /// ```
  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Output>.Publisher
  {
    self
  }

  /// Returns this publisher: it cannot fail.
  ///
  /// ```swift
  /// Optional(1).publisher.replaceError(with: 0)
  /// ```
  public func replaceError(with output: Output) -> Optional<Output>.Publisher {
    self
  }

  /// Delivers the value, or `output` when empty.
  ///
  /// ```swift
  /// Optional<Int>.none.publisher.replaceEmpty(with: 0)  // delivers 0
  /// ```
  public func replaceEmpty(with output: Output) -> Just<Output> {
    Just(self.output ?? output)
  }
}

extension Optional.Publisher where Wrapped: Equatable {
  /// Returns this publisher: one value has no duplicates.
  ///
  /// ```swift
  /// Optional(1).publisher.removeDuplicates()
  /// ```
  public func removeDuplicates() -> Optional<Output>.Publisher {
    self
  }
}
