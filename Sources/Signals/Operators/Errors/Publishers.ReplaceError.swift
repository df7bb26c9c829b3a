extension Publisher {
  /// Replaces a failure with `output`, then finishes.
  ///
  /// The replacement waits for the downstream's demand, as in Combine. As Combine's, it counts
  /// that demand and traps on a value from the upstream beyond it (an upstream that ignores
  /// demand).
  ///
  /// ```swift
  /// let cancellable = Fail<Int, TestError>(error: .oops).replaceError(with: 0).sink { print($0) }
  /// // Prints "0"
  /// ```
  ///
  /// - Parameter output: The value delivered in place of the failure.
  /// - Returns: A publisher that cannot fail.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that replaces its upstream's failure with a value.
  ///
  /// ```swift
  /// let safe = Publishers.ReplaceError(upstream: Fail<Int, TestError>(error: .oops), output: 0)
  /// ```
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The value delivered in place of the failure.
    public let output: Upstream.Output

    /// The publisher whose failure is replaced.
    public let upstream: Upstream

    /// Creates a publisher that replaces the failure of `upstream` with `output`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose failure is replaced.
    ///   - output: The value delivered in place of the failure.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.subscribe(
        subscriber,
        name: "ReplaceError",
        map: { $0 },
        ending: { completion, _ in
          switch completion {
          case .finished: TransformEnding(completion: .finished)
          case .failure: TransformEnding(last: output, completion: .finished)
          }
        },
        trapsOnUnwantedValue: true
      )
    }
  }
}

extension Publishers.ReplaceError: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}
