extension Publisher {
  /// Combines each value with the latest value of another publisher (beyond Combine).
  ///
  /// Only this publisher's values trigger an output. As in CombineExt, this publisher is
  /// subscribed to only once `other` has sent a value: what a subject sends before is missed,
  /// and a cold publisher (`Just`, a sequence) starts then. Demand requested meanwhile waits.
  /// The result finishes with this publisher, ignores `other` finishing, and fails if either
  /// fails. The subscription keeps both publishers alive until it ends, as CombineExt's does.
  ///
  /// ```swift
  /// let taps = PassthroughSubject<Void, Never>()
  /// let text = CurrentValueSubject<String, Never>("draft")
  /// let cancellable = taps.withLatestFrom(text) { _, text in text }.sink { print($0) }
  /// taps.send()          // Prints "draft"
  /// text.send("final")
  /// taps.send()          // Prints "final"
  /// ```
  ///
  /// - Parameters:
  ///   - other: The publisher whose latest value is used.
  ///   - resultSelector: Makes an output from a value and `other`'s latest value.
  /// - Returns: A publisher of the combined values.
  public func withLatestFrom<Other: Publisher, Result>(
    _ other: Other,
    resultSelector: @escaping (Output, Other.Output) -> Result
  ) -> Publishers.WithLatestFrom<Self, Other, Result> where Other.Failure == Failure {
    Publishers.WithLatestFrom(upstream: self, other: other, resultSelector: resultSelector)
  }

  /// Delivers the latest value of another publisher each time this publisher sends (beyond
  /// Combine).
  ///
  /// ```swift
  /// let save = PassthroughSubject<Void, Never>()
  /// let cancellable = save.withLatestFrom(form.$fields).sink { store($0) }
  /// ```
  ///
  /// - Parameter other: The publisher whose latest value is delivered.
  /// - Returns: A publisher of `other`'s latest values, sampled by this publisher.
  public func withLatestFrom<Other: Publisher>(
    _ other: Other
  ) -> Publishers.WithLatestFrom<Self, Other, Other.Output> where Other.Failure == Failure {
    Publishers.WithLatestFrom(upstream: self, other: other) { $1 }
  }
}

extension Publishers {
  /// A publisher that combines each upstream value with another publisher's latest value
  /// (beyond Combine).
  ///
  /// ```swift
  /// let sampled = Publishers.WithLatestFrom(upstream: taps, other: text) { _, text in text }
  /// ```
  public struct WithLatestFrom<Upstream: Publisher, Other: Publisher, Output>: Publisher
  where Upstream.Failure == Other.Failure {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values trigger outputs.
    public let upstream: Upstream
    /// The publisher whose latest value is used.
    public let other: Other
    /// Makes an output from a value and `other`'s latest value.
    public let resultSelector: (Upstream.Output, Other.Output) -> Output

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values trigger outputs.
    ///   - other: The publisher whose latest value is used.
    ///   - resultSelector: Makes an output from a value and `other`'s latest value.
    public init(
      upstream: Upstream,
      other: Other,
      resultSelector: @escaping (Upstream.Output, Other.Output) -> Output
    ) {
      self.upstream = upstream
      self.other = other
      self.resultSelector = resultSelector
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let select = resultSelector
      CombineGate<Upstream.Output, Other.Output, Failure, Output, Failure>
        .attach(
          subscriber,
          upstream: upstream,
          other: other,
          rule: .withLatest,
          name: "WithLatestFrom",
          // The gate only combines once `other` has sent, so `latest` is never `nil` here.
          combine: { value, latest in select(value, latest!) },
          otherFailure: { $0 }
        )
    }
  }
}
