import Signals
import Testing

@Suite("autoconnect() is shaped as Combine's", .endsSubscriptions)
struct AutoconnectShapeTests {
  /// A connectable publisher that records its connections and gives each subscriber one shared
  /// recording subscription.
  final class Plug: ConnectablePublisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = TestError

    enum Change: Equatable { case connected, disconnected }

    let subscription = RecordingSubscription()
    private(set) var changes: [Change] = []
    private var subscribers: [AnySubscriber<Int, TestError>] = []
    private(set) var received: [Any] = []

    init() {
      // The test is over: the subscribers, which hold this publisher, are let go.
      TestEnd.atEnd { [weak self] in
        guard let self else { return }
        let subscribers = (subscribers, received)
        (self.subscribers, received) = ([], [])
        withExtendedLifetime(subscribers) {}
      }
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
      subscribers.append(AnySubscriber(subscriber))
      received.append(subscriber)
      subscriber.receive(subscription: subscription)
    }

    /// A connection that, as a timer's, does not cancel when released.
    struct Connection: Cancellable {
      let onCancel: () -> Void
      func cancel() { onCancel() }
    }

    func connect() -> any Cancellable {
      changes.append(.connected)
      return Connection { [self] in changes.append(.disconnected) }
    }

    func send(_ value: Int) -> [Subscribers.Demand] { subscribers.map { $0.receive(value) } }
    func send(completion: Subscribers.Completion<TestError>) {
      for subscriber in subscribers { subscriber.receive(completion: completion) }
    }
  }

  @Test func everyEventIsForwardedAndEveryCancelReachesTheUpstream() {
    let plug = Plug()
    let autoconnected = plug.autoconnect()
    let first = RecordingSubscriber<Int, TestError>(initialDemand: .max(5), demandPerValue: .max(1))
    let second = RecordingSubscriber<Int, TestError>(
      initialDemand: .max(6),
      demandPerValue: .max(2)
    )
    autoconnected.subscribe(first)
    autoconnected.subscribe(second)
    #expect(plug.changes == [.connected])

    #expect(plug.send(1) == [.max(1), .max(2)])
    plug.send(completion: .finished)
    #expect(plug.send(2) == [.max(1), .max(2)])
    plug.send(completion: .failure(.oops))

    second.cancel()
    #expect(plug.changes == [.connected])
    first.cancel()
    first.cancel()
    #expect(plug.changes == [.connected, .disconnected])
    #expect(
      plug.subscription.events == [
        .requested(.max(5)), .requested(.max(6)), .cancelled, .cancelled, .cancelled,
      ]
    )
    second.expectEvents([
      .subscription, .value(1), .completion(.finished), .value(2), .completion(.failure(.oops)),
    ])
  }

  @Test func aSecondCancelDoesNotCountTheSubscriberOffAgain() {
    let plug = Plug()
    let autoconnected = plug.autoconnect()
    let first = RecordingSubscriber<Int, TestError>()
    let second = RecordingSubscriber<Int, TestError>()
    autoconnected.subscribe(first)
    autoconnected.subscribe(second)
    first.cancel()
    first.cancel()
    #expect(plug.changes == [.connected])
    second.cancel()
    #expect(plug.changes == [.connected, .disconnected])
  }

  @Test func aSubscriberAttachingWhileTheUpstreamConnectsConnectsAgain() {
    let plug = Plug()
    let autoconnected = plug.autoconnect()
    let inner = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    let innerSubscription = Locked<(any Subscription)?>(nil)
    let outer = AnySubscriber<Int, TestError>(
      receiveSubscription: { subscription in
        innerSubscription.withLock { $0 = subscription }
        autoconnected.subscribe(inner)
      },
      receiveValue: { _ in .none },
      receiveCompletion: { _ in }
    )
    autoconnected.subscribe(outer)
    #expect(plug.changes == [.connected, .connected])
    innerSubscription.withLock { $0 }?.cancel()
    #expect(plug.changes == [.connected, .connected, .disconnected])
    inner.cancel()
    #expect(plug.changes == [.connected, .connected, .disconnected])
    innerSubscription.withLock { $0 = nil }  // the outer subscriber's closure holds it
  }

  @Test func theDownstreamSeesTheUpstreamsSubscriptionAndTheUpstreamAnAutoconnect() {
    let plug = Plug()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    plug.autoconnect().subscribe(recorder)
    let seen = recorder.subscription
    #expect(seen?.combineIdentifier == plug.subscription.combineIdentifier)
    #expect(String(describing: seen!) == String(describing: plug.subscription))
  }

  @Test func theUpstreamsSubscriberIsNamedAutoconnectAndShowsItsParent() {
    let plug = Plug()
    let autoconnected = plug.autoconnect()
    autoconnected.subscribe(RecordingSubscriber<Int, TestError>(initialDemand: .none))
    let subscriber = plug.received[0]
    #expect(String(describing: subscriber) == "Autoconnect")
    let children = Mirror(reflecting: subscriber).children
    #expect(children.map(\.label) == ["parent", "downstream"])
    #expect(children.first?.value as? Publishers.Autoconnect<Plug> === autoconnected)
  }
}
