/// A publisher that code outside it can push values into.
///
/// ```swift
/// let subject = PassthroughSubject<String, Never>()
/// let cancellable = subject.sink { print($0) }
/// subject.send("hello")  // Prints "hello"
/// ```
///
/// The two subjects of this module are thread-safe: `send` may be called from several threads at
/// once, and each subscriber still receives one value at a time.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers a value to every subscriber that has demand.
  ///
  /// - Parameter value: The value.
  func send(_ value: Output)

  /// Ends the subject: every subscriber, and every later one, receives this completion.
  ///
  /// - Parameter completion: `.finished` or `.failure`.
  func send(completion: Subscribers.Completion<Failure>)

  /// Hands the subject an upstream subscription, when the subject subscribes to a publisher.
  ///
  /// - Parameter subscription: The upstream subscription.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a `Void` value.
  ///
  /// ```swift
  /// let tapped = PassthroughSubject<Void, Never>()
  /// tapped.send()
  /// ```
  public func send() {
    send(())
  }
}

extension Publisher {
  /// Attaches a subject to this publisher: the subject re-sends everything the publisher delivers.
  ///
  /// As in Combine, the subscriber attached to this publisher holds the subject weakly: releasing
  /// the subject detaches it, and the returned cancellable keeps nothing but the link alive.
  ///
  /// ```swift
  /// let relay = PassthroughSubject<Int, Never>()
  /// let cancellable = [1, 2].publisher.subscribe(relay)
  /// ```
  ///
  /// - Parameter subject: The subject.
  /// - Returns: A cancellable that detaches the subject from this publisher.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    subscribe(subscriber)
    return AnyCancellable(subscriber)
  }
}

/// Feeds a subject from an upstream publisher; it is also the subscription the subject requests
/// from, so the subject's demand policy decides when the upstream starts.
///
/// As Combine's: it holds the subject weakly, and ignores a value or a completion that arrives
/// before its subscription.
private final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Output
  typealias Failure = Downstream.Failure

  // Every mutable property lives in `state`; calls to the subject happen outside the lock.
  private let state: Locked<State>

  private struct State {
    weak var subject: Downstream?
    var upstream: SubscriptionStatus = .awaiting

    /// The subject while attached to the upstream.
    var linked: Downstream? { upstream.active != nil ? subject : nil }
  }

  init(_ subject: Downstream) {
    state = Locked(State(subject: subject))
  }

  /// `"Subject"`, as in Combine.
  var description: String { "Subject" }

  func receive(subscription: any Subscription) {
    let subject = state.withLock { state -> Downstream? in
      guard state.subject != nil, state.upstream.accept(subscription) else { return nil }
      return state.subject
    }
    guard let subject else {
      subscription.cancel()
      return
    }
    subject.send(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.linked }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let subject = state.withLock { state -> Downstream? in
      guard let subject = state.linked else { return nil }
      state = State(subject: nil, upstream: .terminal)
      return subject
    }
    subject?.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertPositive(in: "Publisher.subscribe(_:) upstream subscription request(_:)")
    state.withLock { $0.upstream.active }?.request(demand)
  }

  func cancel() {
    let (upstream, subject) = state.withLock { state in
      defer { state = State(subject: nil, upstream: .terminal) }
      return (state.upstream.active, state.subject)
    }
    upstream?.cancel()
    withExtendedLifetime(subject) {}
  }
}
