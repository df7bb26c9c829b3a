import Signals

/// Feeds a relay's subject from a publisher the way a subject is fed (the publisher is asked
/// for values once the relay's subscribers ask), without passing the publisher's completion on:
/// a relay finishes only when it is released.
final class RelayFeed<Relayed: Subject>: Subscriber, Cancellable, @unchecked Sendable
where Relayed.Failure == Never {
  // The upstream subscription lives in `upstream`; the subject is thread-safe.
  private let subject: Relayed
  private let upstream = Locked<(any Subscription)?>(nil)

  init(_ subject: Relayed) {
    self.subject = subject
  }

  func receive(subscription: any Subscription) {
    upstream.withLock { $0 = subscription }
    subject.send(subscription: subscription)
  }

  func receive(_ input: Relayed.Output) -> Subscribers.Demand {
    subject.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    let ended = upstream.withLock { upstream in
      defer { upstream = nil }
      return upstream
    }
    withExtendedLifetime(ended) {}
  }

  func cancel() {
    let ended = upstream.withLock { upstream in
      defer { upstream = nil }
      return upstream
    }
    ended?.cancel()
  }
}

extension Publisher where Failure == Never {
  /// Feeds `relay` with this publisher's values; a relay this package does not know is fed
  /// through `accept(_:)`, as soon as values come.
  func feed<R: Relay>(_ relay: R) -> AnyCancellable where R.Output == Output {
    if let relay = relay as? PassthroughRelay<Output> { return feed(subject: relay.subject) }
    if let relay = relay as? CurrentValueRelay<Output> { return feed(subject: relay.subject) }
    return sink { [weak relay] in relay?.accept($0) }
  }

  private func feed<S: Subject>(subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Never {
    let feed = RelayFeed(subject)
    subscribe(feed)
    return AnyCancellable(feed)
  }
}
