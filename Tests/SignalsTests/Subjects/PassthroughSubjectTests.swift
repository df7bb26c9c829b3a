import Signals
import Testing

@Suite("PassthroughSubject", .endsSubscriptions)
struct PassthroughSubjectTests {
  @Test func deliversToSubscribersInSubscriptionOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Locked<[String]>([])
    let first = subject.sink { value in log.withLock { $0.append("first \(value)") } }
    let second = subject.sink { value in log.withLock { $0.append("second \(value)") } }
    subject.send(1)
    subject.send(2)
    #expect(log.withLock { $0 } == ["first 1", "second 1", "first 2", "second 2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test(arguments: [0, 1, 3])
  func deliversNoMoreThanRequested(demand: Int) {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(demand))
    subject.subscribe(recorder)
    for value in 1...5 { subject.send(value) }
    #expect(recorder.values == Array([1, 2, 3, 4, 5].prefix(demand)))
  }

  @Test func dropsValuesThatFindNoDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    recorder.request(.max(2))
    subject.send(4)
    subject.send(5)
    subject.send(6)
    recorder.expectEvents([.subscription, .value(1), .value(4), .value(5)])
  }

  @Test func demandReturnedFromReceiveAddsUp() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    subject.subscribe(recorder)
    for value in 1...4 { subject.send(value) }
    #expect(recorder.values == [1, 2, 3, 4])
  }

  @Test func cancelInsideReceiveValueStopsDeliveryAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Locked<[Int]>([])
    let holder = Locked<AnyCancellable?>(nil)
    let cancellable = subject.sink { value in
      received.withLock { $0.append(value) }
      if value == 2 { holder.withLock { $0 }?.cancel() }
    }
    holder.withLock { $0 = cancellable }
    for value in 1...4 { subject.send(value) }
    #expect(received.withLock { $0 } == [1, 2])
  }

  @Test func sendFromInsideSinkIsDeliveredDepthFirst() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Locked<[String]>([])
    let first = subject.sink { value in
      log.withLock { $0.append("A\(value)") }
      if value == 1 { subject.send(2) }
      log.withLock { $0.append("A\(value) end") }
    }
    let second = subject.sink { value in log.withLock { $0.append("B\(value)") } }
    subject.send(1)
    #expect(log.withLock { $0 } == ["A1", "A2", "A2 end", "B2", "A1 end", "B1"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func subscriberAddedDuringDeliveryMissesTheValueInFlight() {
    let subject = PassthroughSubject<Int, Never>()
    let late = RecordingSubscriber<Int, Never>()
    let first = subject.sink { value in
      if value == 1 { subject.subscribe(late) }
    }
    subject.send(1)
    subject.send(2)
    late.expectEvents([.subscription, .value(2)])
    withExtendedLifetime(first) {}
  }

  @Test func subscriberCancelledDuringDeliveryReceivesNothingMore() {
    let subject = PassthroughSubject<Int, Never>()
    let second = RecordingSubscriber<Int, Never>()
    let first = subject.sink { value in
      if value == 2 { second.cancel() }
    }
    subject.subscribe(second)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    second.expectEvents([.subscription, .value(1)])
    withExtendedLifetime(first) {}
  }

  @Test func completionReachesEverySubscriberAndEndsTheSubject() {
    let subject = PassthroughSubject<Int, TestError>()
    let first = RecordingSubscriber<Int, TestError>()
    let second = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    subject.subscribe(first)
    subject.subscribe(second)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    subject.send(2)
    subject.send(completion: .finished)
    first.expectEvents([.subscription, .value(1), .completion(.failure(.oops))])
    second.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func lateSubscriberReceivesCompletionInsideSubscribe() {
    let subject = PassthroughSubject<Int, TestError>()
    subject.send(completion: .failure(.other))
    let late = RecordingSubscriber<Int, TestError>()
    subject.subscribe(late)
    late.expectEvents([.subscription, .completion(.failure(.other))])
    subject.send(9)
    late.expectEvents([.subscription, .completion(.failure(.other))])
  }

  @Test func sendsVoid() {
    let subject = PassthroughSubject<Void, Never>()
    let count = Locked(0)
    let cancellable = subject.sink { count.withLock { $0 += 1 } }
    subject.send()
    subject.send()
    #expect(count.withLock { $0 } == 2)
    cancellable.cancel()
  }

  @Test func requestsNothingUpstreamUntilASubscriberHasDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let upstream = [1, 2, 3].publisher
    let connection = upstream.subscribe(subject)
    let idle = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.subscribe(idle)
    idle.expectEvents([.subscription])
    let recorder = RecordingSubscriber<Int, Never>()
    subject.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .value(2), .value(3), .completion(.finished)])
    idle.expectEvents([.subscription, .completion(.finished)])
    withExtendedLifetime(connection) {}
  }

  @Test func cancellingTheConnectionStopsForwarding() {
    let upstream = PassthroughSubject<Int, Never>()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject.subscribe(recorder)
    let connection = upstream.subscribe(subject)
    upstream.send(1)
    connection.cancel()
    upstream.send(2)
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func requestingZeroTrapsNamingTheCall() async {
    await #expect(processExitsWith: .failure) {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
      subject.subscribe(recorder)
      recorder.request(.none)
    }
  }

  @Test func aSubjectSubscribedToAPublisherIsNamedSubject() {
    final class Capture: Publisher {
      typealias Output = Int
      typealias Failure = Never
      var subscriber: Any?
      func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        self.subscriber = subscriber
      }
    }
    let upstream = Capture()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = upstream.subscribe(subject)
    #expect(String(describing: upstream.subscriber ?? "none") == "Subject")
    cancellable.cancel()
  }
}
