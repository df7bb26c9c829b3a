public import Signals

// CombineExt's `withLatestFrom` with two and three other publishers.

extension Publisher {
  /// Combines each value with the latest values of two other publishers (CombineExt).
  ///
  /// Nothing is published until both others have sent a value.
  ///
  /// ```swift
  /// let cancellable = taps.withLatestFrom(name, age) { tap, latest in "\(latest.0) \(latest.1)" }
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - other: A second publisher.
  ///   - other1: A third publisher.
  ///   - resultSelector: Combines a value with the others' latest values.
  /// - Returns: A publisher of the combined values.
  public func withLatestFrom<Other: Publisher, Other1: Publisher, Result>(
    _ other: Other,
    _ other1: Other1,
    resultSelector: @escaping (Output, (Other.Output, Other1.Output)) -> Result
  )
    -> Publishers.WithLatestFrom<
      Self, AnyPublisher<(Other.Output, Other1.Output), Failure>, Result
    >
  where Other.Failure == Failure, Other1.Failure == Failure {
    Publishers.WithLatestFrom(
      upstream: self,
      second: other.combineLatest(other1).eraseToAnyPublisher(),
      resultSelector: resultSelector
    )
  }

  /// Combines each value with the latest values of three other publishers (CombineExt).
  ///
  /// ```swift
  /// let cancellable = taps.withLatestFrom(a, b, c) { _, latest in latest.0 + latest.1 + latest.2 }
  ///   .sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - other: A second publisher.
  ///   - other1: A third publisher.
  ///   - other2: A fourth publisher.
  ///   - resultSelector: Combines a value with the others' latest values.
  /// - Returns: A publisher of the combined values.
  public func withLatestFrom<Other: Publisher, Other1: Publisher, Other2: Publisher, Result>(
    _ other: Other,
    _ other1: Other1,
    _ other2: Other2,
    resultSelector: @escaping (Output, (Other.Output, Other1.Output, Other2.Output)) -> Result
  )
    -> Publishers.WithLatestFrom<
      Self, AnyPublisher<(Other.Output, Other1.Output, Other2.Output), Failure>, Result
    >
  where Other.Failure == Failure, Other1.Failure == Failure, Other2.Failure == Failure {
    Publishers.WithLatestFrom(
      upstream: self,
      second: other.combineLatest(other1, other2).eraseToAnyPublisher(),
      resultSelector: resultSelector
    )
  }

  /// Publishes the latest values of two other publishers each time this one sends (CombineExt).
  ///
  /// ```swift
  /// let cancellable = saveTaps.withLatestFrom(title, body).sink { title, body in save(title, body) }
  /// ```
  ///
  /// - Parameters:
  ///   - other: A second publisher.
  ///   - other1: A third publisher.
  /// - Returns: A publisher of the others' latest values.
  public func withLatestFrom<Other: Publisher, Other1: Publisher>(
    _ other: Other,
    _ other1: Other1
  )
    -> Publishers.WithLatestFrom<
      Self, AnyPublisher<(Other.Output, Other1.Output), Failure>, (Other.Output, Other1.Output)
    >
  where Other.Failure == Failure, Other1.Failure == Failure {
    withLatestFrom(other, other1) { $1 }
  }

  /// Publishes the latest values of three other publishers each time this one sends
  /// (CombineExt).
  ///
  /// ```swift
  /// let cancellable = taps.withLatestFrom(a, b, c).sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - other: A second publisher.
  ///   - other1: A third publisher.
  ///   - other2: A fourth publisher.
  /// - Returns: A publisher of the others' latest values.
  public func withLatestFrom<Other: Publisher, Other1: Publisher, Other2: Publisher>(
    _ other: Other,
    _ other1: Other1,
    _ other2: Other2
  )
    -> Publishers.WithLatestFrom<
      Self, AnyPublisher<(Other.Output, Other1.Output, Other2.Output), Failure>,
      (Other.Output, Other1.Output, Other2.Output)
    >
  where Other.Failure == Failure, Other1.Failure == Failure, Other2.Failure == Failure {
    withLatestFrom(other, other1, other2) { $1 }
  }
}

extension Publishers.WithLatestFrom {
  /// CombineExt's spelling of ``init(upstream:other:resultSelector:)``.
  ///
  /// ```swift
  /// let latest = Publishers.WithLatestFrom(upstream: taps, second: text) { $1 }
  /// ```
  ///
  /// - Parameters:
  ///   - upstream: The publisher whose values trigger output.
  ///   - second: The publisher whose latest value is combined.
  ///   - resultSelector: Combines the two.
  public init(
    upstream: Upstream,
    second: Other,
    resultSelector: @escaping (Upstream.Output, Other.Output) -> Output
  ) {
    self.init(upstream: upstream, other: second, resultSelector: resultSelector)
  }
}
