import Signals
import Testing

@Suite("multicast is shaped as Combine's", .endsSubscriptions)
struct MulticastShapeTests {
  /// A subject that keeps the subscriber it is given and hands it one recording subscription, so
  /// a test can play the subject's part towards a multicast's subscriber.
  final class Relay: Subject, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = TestError

    let subscription = RecordingSubscription()
    private(set) var subscriber: AnySubscriber<Int, TestError>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
      self.subscriber = AnySubscriber(subscriber)
      subscriber.receive(subscription: subscription)
    }

    func send(_ value: Int) {}
    func send(completion: Subscribers.Completion<TestError>) {}
    func send(subscription: any Subscription) {}
  }

  @Test func theDemandADownstreamReturnsIsRequestedOfTheSubject() throws {
    let relay = Relay()
    let recorder = RecordingSubscriber<Int, TestError>(
      initialDemand: .max(42),
      demandPerValue: .max(2)
    )
    PassthroughSubject<Int, TestError>().multicast(subject: relay).subscribe(recorder)
    let forwarder = try #require(relay.subscriber)
    #expect(String(describing: try #require(recorder.subscription)) == "Multicast")

    forwarder.receive(subscription: Subscriptions.empty)
    #expect(forwarder.receive(1) == .none)
    #expect(forwarder.receive(2) == .none)
    #expect(
      relay.subscription.events == [.requested(.max(42)), .requested(.max(2)), .requested(.max(2))]
    )

    forwarder.receive(completion: .failure(.oops))
    forwarder.receive(completion: .finished)
    #expect(forwarder.receive(3) == .none)
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.failure(.oops))])
  }

  @Test func aCancelEndsTheLinkOnce() throws {
    let relay = Relay()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    PassthroughSubject<Int, TestError>().multicast(subject: relay).subscribe(recorder)
    let forwarder = try #require(relay.subscriber)
    recorder.request(.max(3))
    recorder.cancel()
    recorder.cancel()
    recorder.request(.max(4))
    #expect(forwarder.receive(1) == .none)
    forwarder.receive(completion: .finished)
    #expect(relay.subscription.events == [.requested(.max(3)), .cancelled])
    recorder.expectEvents([.subscription])
  }

  @Test func theConnectionHoldsTheSubjectWeakly() {
    let upstream = ManualPublisher<Int, Never>()
    weak var released: PassthroughSubject<Int, Never>?
    var connection: (any Cancellable)?
    do {
      let subject = PassthroughSubject<Int, Never>()
      released = subject
      connection = upstream.multicast(subject: subject).connect()
    }
    #expect(released == nil)
    connection?.cancel()
    #expect(upstream.subscription?.events.filter { $0 == .cancelled }.count == 1)
  }

  @Test func shareIgnoresACompletionBeforeItsUpstreamsSubscription() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    upstream.share().subscribe(recorder)
    upstream.send(completion: .finished)
    recorder.expectEvents([.subscription])
    upstream.subscribe()
    upstream.send(1)
    recorder.expectEvents([.subscription, .value(1)])
  }
}
