extension Publisher where Failure == Never {
  /// Changes the declared failure type of a publisher that cannot fail.
  ///
  /// ```swift
  /// let typed: AnyPublisher<Int, URLError> = Just(1).setFailureType(to: URLError.self)
  ///   .eraseToAnyPublisher()
  /// ```
  ///
  /// - Parameter failureType: The failure type to declare.
  /// - Returns: A publisher that never fails but declares `E` as its failure.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
  {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers {
  /// A publisher that declares a failure type for an upstream that cannot fail.
  ///
  /// ```swift
  /// let typed = Publishers.SetFailureType<Just<Int>, TestError>(upstream: Just(1))
  /// ```
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output

    /// The publisher that cannot fail.
    public let upstream: Upstream

    /// Creates a publisher that declares `Failure` for `upstream`.
    ///
    /// - Parameter upstream: The publisher that cannot fail.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        subscriber,
        transform: .passing(name: "SetFailureType", mapFailure: { never -> Failure in })
      )
    }

    /// Declares another failure type instead, as Combine does.
    ///
    /// ```swift
    /// let retyped = Just(1).setFailureType(to: TestError.self).setFailureType(to: URLError.self)
    /// ```
    ///
    /// - Parameter failure: The failure type to declare.
    /// - Returns: A publisher that declares `E` as its failure.
    public func setFailureType<E: Error>(
      to failure: E.Type
    ) -> Publishers.SetFailureType<Upstream, E> {
      Publishers.SetFailureType(upstream: upstream)
    }
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}
