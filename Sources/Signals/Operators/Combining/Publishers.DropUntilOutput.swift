extension Publisher {
  /// Ignores this publisher's values until another publisher sends a value.
  ///
  /// Ignored values use up the downstream's demand, as in Combine. If `publisher` completes
  /// before sending a value, the upstream is cancelled and the result ends with that
  /// completion. Once `publisher` has sent, it is no longer listened to: its later values and
  /// completion are ignored.
  ///
  /// As in Combine, the subscription to `publisher` is released then, not cancelled (Combine's
  /// documentation says it is cancelled; its behaviour, which OpenCombine's suite records, is to
  /// release it). So a trigger that keeps its subscribers, such as a subject, keeps that one until
  /// it completes or the result is cancelled.
  ///
  /// ```swift
  /// let values = PassthroughSubject<Int, Never>()
  /// let start = PassthroughSubject<Void, Never>()
  /// let cancellable = values.drop(untilOutputFrom: start).sink { print($0) }
  /// values.send(1)  // ignored
  /// start.send()
  /// values.send(2)  // Prints "2"
  /// ```
  ///
  /// - Parameter publisher: The publisher whose first value opens the gate.
  /// - Returns: A publisher that delivers values once `publisher` has sent.
  public func drop<P: Publisher>(
    untilOutputFrom publisher: P
  ) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that ignores its upstream's values until another publisher sends a value.
  ///
  /// ```swift
  /// let afterStart = Publishers.DropUntilOutput(upstream: values, other: start)
  /// ```
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are delivered once the gate opens.
    public let upstream: Upstream
    /// The publisher whose first value opens the gate.
    public let other: Other

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are delivered once the gate opens.
    ///   - other: The publisher whose first value opens the gate.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let link = DropUntilOutputLink<Other, S>(subscriber)
      subscriber.receive(subscription: link)
      other.subscribe(DropUntilOutputTrigger(link: link))
      upstream.subscribe(link)
    }
  }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}
