extension Publisher {
  /// Delivers at most `maxLength` values, then finishes.
  ///
  /// As in Combine, the operator finishes (and cancels the upstream) when the value after the
  /// last one arrives, or when the upstream finishes.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.prefix(2).sink { print($0) }  // Prints "1", "2"
  /// ```
  ///
  /// - Parameter maxLength: How many values to deliver; must not be negative.
  /// - Returns: A publisher of the first `maxLength` values.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    precondition(maxLength >= 0, "prefix(_:) was given \(maxLength); it must not be negative")
    return output(in: 0..<maxLength)
  }

  /// Delivers only the value at `index`, counting from zero, then finishes.
  ///
  /// ```swift
  /// let cancellable = ["a", "b", "c"].publisher.output(at: 1).sink { print($0) }  // Prints "b"
  /// ```
  ///
  /// - Parameter index: The position of the value to deliver; must not be negative or `Int.max`.
  /// - Returns: A publisher of at most one value.
  public func output(at index: Int) -> Publishers.Output<Self> {
    precondition(index >= 0, "output(at:) was given \(index); it must not be negative")
    precondition(index < .max, "output(at:) was given Int.max")
    return output(in: index..<index + 1)
  }

  /// Delivers only the values whose positions, counting from zero, lie in `range`.
  ///
  /// As in Combine, values a misbehaving upstream sends after the end (or a cancel) are still
  /// counted and those in `range` delivered, to a downstream alive elsewhere (held only weakly
  /// then); completions after the end are not.
  ///
  /// ```swift
  /// let cancellable = [0, 1, 2, 3].publisher.output(in: 1...2).sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  ///
  /// - Parameter range: The positions of the values to deliver; its bounds must not be negative.
  /// - Returns: A publisher of the values in `range`.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
}

extension Publishers {
  /// A publisher that delivers the values whose positions lie in a range.
  ///
  /// ```swift
  /// let middle = Publishers.Output(upstream: [0, 1, 2].publisher, range: 1..<2)
  /// ```
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are counted.
    public let upstream: Upstream

    /// The positions of the values delivered, counting from zero.
    public let range: CountableRange<Int>

    /// Creates a publisher of the values of `upstream` whose positions lie in `range`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are counted.
    ///   - range: The positions delivered; its bounds must not be negative.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(
        range.lowerBound >= 0 && range.upperBound >= 0,
        "Publishers.Output was given the range \(range); its bounds must not be negative"
      )
      self.upstream = upstream
      self.range = range
    }

    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let start = (skip: range.lowerBound, take: range.count)
      var recipe = TransformRecipe<Output, Failure, Output, Failure, (skip: Int, take: Int)>(
        name: "Output",
        context: start
      ) { counts, input in
        if counts.skip > 0 {
          counts.skip -= 1
          return .skip(.max(1))
        }
        guard counts.take > 0 else { return .finish }
        counts.take -= 1
        return .emit(input)
      }
      recipe.valuePolicy = .untilEnd
      recipe.afterEnd = TransformAfterEnd(values: true)
      upstream.subscribe(subscriber, transform: recipe)
    }
  }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}
