import Signals
import Testing

@Suite("Publishers.Multicast", .endsSubscriptions)
struct MulticastTests {
  @Test func startsOnlyOnConnectAndSharesOneSubscription() {
    let upstream = ManualPublisher<Int, Never>()
    let shared = upstream.multicast { PassthroughSubject<Int, Never>() }
    let first = RecordingSubscriber<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    #expect(upstream.subscriptionCount == 0)
    let connection = shared.connect()
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(upstream.subscriptionCount == 1)
    first.expectEvents([.subscription, .value(1), .completion(.finished)])
    second.expectEvents([.subscription, .value(1), .completion(.finished)])
    connection.cancel()
  }

  @Test func multicastSubjectDeliversInSubscriptionOrder() {
    var received: [String] = []
    let shared = [1, 2].publisher.multicast(subject: PassthroughSubject<Int, Never>())
    let first = shared.sink { received.append("first \($0)") }
    let second = shared.sink { received.append("second \($0)") }
    let connection = shared.connect()
    #expect(received == ["first 1", "second 1", "first 2", "second 2"])
    first.cancel()
    second.cancel()
    connection.cancel()
  }

  @Test func cancellingTheConnectionCancelsTheUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let shared = upstream.makeConnectable()
    let recorder = RecordingSubscriber<Int, Never>()
    shared.subscribe(recorder)
    let connection = shared.connect()
    upstream.send(1)
    connection.cancel()
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func releasingTheConnectionDisconnects() {
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.makeConnectable()
    var received: [Int] = []
    let cancellable = shared.sink { received.append($0) }
    var connection: (any Cancellable)? = shared.connect()
    #expect(connection is AnyCancellable)
    upstream.send(1)
    connection = nil
    upstream.send(2)
    #expect(received == [1])
    cancellable.cancel()
  }
}
