extension Publishers {
  /// A publisher that runs one inner publisher at a time, made from the upstream's values, and
  /// decides by its ``Policy`` what happens to a value that arrives while one runs (beyond
  /// Combine).
  ///
  /// It is the type behind ``Publisher/flatMapLatest(_:)``, ``Publisher/flatMapFirst(_:)`` and
  /// ``Publisher/concatMap(_:)``. The upstream is asked for `.unlimited` values; the result
  /// finishes when the upstream and the inner publisher (and, for `.concat`, every waiting one)
  /// have finished, and fails as soon as any of them fails.
  ///
  /// ```swift
  /// let serial = Publishers.SerialFlatMap(upstream: [1, 2].publisher, policy: .concat) {
  ///   Just($0)
  /// }
  /// ```
  public struct SerialFlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    /// What a value arriving while an inner publisher runs does.
    ///
    /// ```swift
    /// let policy: Publishers.SerialFlatMap<Just<Int>, Just<Int>>.Policy = .latest
    /// ```
    public enum Policy: Sendable {
      /// Its publisher replaces the running one, which is cancelled (`flatMapLatest`).
      case latest
      /// It is ignored (`flatMapFirst`).
      case first
      /// Its publisher waits its turn; they run in the order of the values (`concatMap`).
      case concat
    }

    /// The publisher whose values are turned into publishers.
    public let upstream: Upstream
    /// What a value arriving while an inner publisher runs does.
    public let policy: Policy
    /// Makes a publisher from an upstream value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are turned into publishers.
    ///   - policy: What a value arriving while an inner publisher runs does.
    ///   - transform: Makes a publisher from an upstream value.
    public init(
      upstream: Upstream,
      policy: Policy,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.policy = policy
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (rule, name): (FlattenEngine<NewPublisher>.Rule, String) =
        switch policy {
        case .latest: (.latest, "FlatMapLatest")
        case .first: (.first, "FlatMapFirst")
        case .concat: (.concat, "ConcatMap")
        }
      FlattenEngine.attach(subscriber, to: upstream, rule: rule, name: name, transform: transform)
    }
  }
}
