extension Publisher where Failure == Never {
  /// Flattens publishers that can fail from a publisher that cannot: the upstream is given the
  /// inner publishers' failure type.
  ///
  /// ```swift
  /// let cancellable = [1].publisher
  ///   .flatMap { Fail<Int, URLError>(error: URLError(.badURL)) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; `.unlimited` by default.
  ///   - transform: Makes a publisher from a value.
  /// - Returns: A publisher of the inner publishers' values.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: Publishers.SetFailureType(upstream: self),
      maxPublishers: maxPublishers,
      transform: transform
    )
  }

  /// Flattens publishers that cannot fail from a publisher that cannot fail.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.flatMap { Just($0) }.sink { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; `.unlimited` by default.
  ///   - transform: Makes a publisher from a value.
  /// - Returns: A publisher of the inner publishers' values.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Flattens publishers that cannot fail from a publisher that can: the inner publishers are
  /// given the upstream's failure type.
  ///
  /// ```swift
  /// let cancellable = PassthroughSubject<Int, URLError>()
  ///   .flatMap { Just($0) }
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; `.unlimited` by default.
  ///   - transform: Makes a publisher from a value.
  /// - Returns: A publisher of the inner publishers' values.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      Publishers.SetFailureType(upstream: transform($0))
    }
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Delivers the values of the newest publisher the upstream sent, the upstream being given
  /// the inner publishers' failure type.
  ///
  /// ```swift
  /// let requests = PassthroughSubject<AnyPublisher<Data, URLError>, Never>()
  /// let cancellable = requests.switchToLatest().sink(receiveCompletion: { _ in }) { print($0) }
  /// ```
  ///
  /// - Returns: A publisher of the newest inner publisher's values.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>>
  {
    Publishers.SwitchToLatest(upstream: Publishers.SetFailureType(upstream: self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Delivers the values of the newest publisher the upstream sent; neither can fail.
  ///
  /// ```swift
  /// let cancellable = [Just(1), Just(2)].publisher.switchToLatest().sink { print($0) }
  /// ```
  ///
  /// - Returns: A publisher of the newest inner publisher's values.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Delivers the values of the newest publisher the upstream sent, the inner publishers being
  /// given the upstream's failure type.
  ///
  /// ```swift
  /// let searches = PassthroughSubject<Just<String>, URLError>()
  /// let cancellable = searches.switchToLatest().sink(receiveCompletion: { _ in }) { print($0) }
  /// ```
  ///
  /// - Returns: A publisher of the newest inner publisher's values.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(
      upstream: Publishers.Map(upstream: self) { Publishers.SetFailureType(upstream: $0) }
    )
  }
}
