extension Publisher {
  /// Converts a failure from the upstream publisher into a new error.
  ///
  /// ```swift
  /// let cancellable = Fail<Int, URLError>(error: URLError(.badURL))
  ///   .mapError { _ in AppError.network }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameter transform: A closure that turns the upstream's error into a new one.
  /// - Returns: A publisher that fails with the converted error.
  public func mapError<E: Error>(
    _ transform: @escaping (Failure) -> E
  ) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform)
  }
}

extension Publishers {
  /// A publisher that converts its upstream's failure into a new error.
  ///
  /// ```swift
  /// let converted = Publishers.MapError(upstream: Fail<Int, TestError>(error: .oops)) { $0 as Error }
  /// ```
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    /// The publisher whose failure is converted.
    public let upstream: Upstream

    /// The closure that converts the failure.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that converts the failure of `upstream` with `transform`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose failure is converted.
    ///   - transform: The closure that converts the failure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that converts the failure of `upstream` with `map`.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose failure is converted.
    ///   - map: The closure that converts the failure.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber, transform: .passing(name: "MapError", mapFailure: transform))
    }
  }
}

extension TransformRecipe where Input == Output, Context == Void {
  /// Passes every value through unchanged and converts the failure.
  static func passing(
    name: String,
    mapFailure: @escaping (UpstreamFailure) -> Failure
  ) -> Self {
    Self(name: name, context: (), step: { _, input in .emit(input) }, mapFailure: mapFailure)
  }
}
