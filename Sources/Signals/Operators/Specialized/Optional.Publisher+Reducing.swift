// The reducing and slicing operators of `Optional.Publisher`, declared as Combine declares them and
// evaluated at once. As in Combine, an empty publisher stays empty, so `count()` of `nil`
// delivers nothing.

extension Optional.Publisher {
  /// Tells whether the value satisfies the predicate; empty stays empty.
  ///
  /// ```swift
  /// Optional(2).publisher.allSatisfy { $0 > 1 }  // delivers true
  /// ```
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    .init(output.map(predicate))
  }

  /// Tells whether the value satisfies the predicate; empty stays empty.
  ///
  /// ```swift
  /// Optional(2).publisher.contains { $0 > 1 }  // delivers true
  /// ```
  public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    .init(output.map(predicate))
  }

  /// Delivers the value in a one-element array; empty delivers an empty array, as in Combine.
  ///
  /// ```swift
  /// Optional(1).publisher.collect()  // delivers [1]
  /// Optional<Int>.none.publisher.collect()  // delivers []
  /// ```
  public func collect() -> Optional<[Output]>.Publisher {
    .init(output.map { [$0] } ?? [])
  }

  /// Delivers one for a value; empty stays empty, as in Combine.
  ///
  /// ```swift
  /// Optional(1).publisher.count()  // delivers 1
  /// ```
  public func count() -> Optional<Int>.Publisher {
    .init(output.map { _ in 1 })
  }

  /// Returns this publisher: one value is its own minimum.
  ///
  /// ```swift
  /// Optional(1).publisher.min { $0 < $1 }
  /// ```
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
    self
  }

  /// Returns this publisher: one value is its own maximum.
  ///
  /// ```swift
  /// Optional(1).publisher.max { $0 < $1 }
  /// ```
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
    self
  }

  /// Keeps the value only when dropping none.
  ///
  /// ```swift
  /// Optional(1).publisher.dropFirst()  // finishes
  /// ```
  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "dropFirst(_:) was given \(count); it must not be negative")
    return .init(output.flatMap { count == 0 ? $0 : nil })
  }

  /// Keeps the value unless the predicate drops it.
  ///
  /// ```swift
  /// Optional(1).publisher.drop { $0 > 0 }  // finishes
  /// ```
  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(output.flatMap { predicate($0) ? nil : $0 })
  }

  /// Returns this publisher: its value is the first.
  ///
  /// ```swift
  /// Optional(1).publisher.first()
  /// ```
  public func first() -> Optional<Output>.Publisher {
    self
  }

  /// Keeps the value if it satisfies the predicate.
  ///
  /// ```swift
  /// Optional(1).publisher.first { $0 > 0 }  // delivers 1
  /// ```
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// Returns this publisher: its value is the last.
  ///
  /// ```swift
  /// Optional(1).publisher.last()
  /// ```
  public func last() -> Optional<Output>.Publisher {
    self
  }

  /// Keeps the value if it satisfies the predicate.
  ///
  /// ```swift
  /// Optional(1).publisher.last { $0 > 0 }  // delivers 1
  /// ```
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// Finishes without the value.
  ///
  /// ```swift
  /// Optional(1).publisher.ignoreOutput()  // finishes
  /// ```
  public func ignoreOutput() -> Empty<Output, Never> {
    Empty()
  }

  /// Keeps the value only for index zero.
  ///
  /// ```swift
  /// Optional(1).publisher.output(at: 0)  // delivers 1
  /// ```
  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "output(at:) was given \(index); it must not be negative")
    return .init(output.flatMap { index == 0 ? $0 : nil })
  }

  /// Keeps the value when the range contains zero.
  ///
  /// As Combine's, it traps on a negative lower bound, and on an upper bound (after the range is
  /// made relative to `0..<Int.max`) of `Int.max - 1` or more.
  ///
  /// ```swift
  /// Optional(1).publisher.output(in: 0..<2)  // delivers 1
  /// ```
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher
  where R.Bound == Int {
    let positions = range.relative(to: 0..<Int.max)
    precondition(positions.lowerBound >= 0, "output(in:) was given a negative bound")
    precondition(
      positions.upperBound < Int.max - 1,
      "output(in:) was given an upper bound of \(positions.upperBound); an Optional publisher's "
        + "must be below Int.max - 1, as in Combine"
    )
    return .init(output.flatMap { positions.contains(0) ? $0 : nil })
  }

  /// Keeps the value unless the length is zero.
  ///
  /// ```swift
  /// Optional(1).publisher.prefix(0)  // finishes
  /// ```
  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "prefix(_:) was given \(maxLength); it must not be negative")
    return .init(output.flatMap { maxLength > 0 ? $0 : nil })
  }

  /// Keeps the value if it satisfies the predicate.
  ///
  /// ```swift
  /// Optional(1).publisher.prefix { $0 > 0 }  // delivers 1
  /// ```
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    .init(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// Combines the value, if any, with the initial result at once.
  ///
  /// ```swift
  /// Optional(2).publisher.reduce(1, +)  // delivers 3
  /// ```
  public func reduce<T>(
    _ initialResult: T,
    _ nextPartialResult: (T, Output) -> T
  ) -> Optional<T>.Publisher {
    .init(output.map { nextPartialResult(initialResult, $0) })
  }
}

extension Optional.Publisher where Wrapped: Equatable {
  /// Tells whether the value equals `output`; empty stays empty.
  ///
  /// ```swift
  /// Optional(1).publisher.contains(1)  // delivers true
  /// ```
  public func contains(_ output: Output) -> Optional<Bool>.Publisher {
    .init(self.output.map { $0 == output })
  }
}

extension Optional.Publisher where Wrapped: Comparable {
  /// Returns this publisher: one value is its own minimum.
  ///
  /// ```swift
  /// Optional(1).publisher.min()
  /// ```
  public func min() -> Optional<Output>.Publisher {
    self
  }

  /// Returns this publisher: one value is its own maximum.
  ///
  /// ```swift
  /// Optional(1).publisher.max()
  /// ```
  public func max() -> Optional<Output>.Publisher {
    self
  }
}
