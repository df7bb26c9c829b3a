import Signals
import Testing

@Suite("Subscribers.Sink", .endsSubscriptions)
struct SinkTests {
  @Test func receivesValuesThenCompletion() {
    let log = Locked<[String]>([])
    let cancellable = [1, 2].publisher
      .sink(
        receiveCompletion: { completion in log.withLock { $0.append("\(completion)") } },
        receiveValue: { value in log.withLock { $0.append("\(value)") } }
      )
    #expect(log.withLock { $0 } == ["1", "2", "finished"])
    cancellable.cancel()
  }

  @Test func cancelStopsDeliveryAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Locked<[Int]>([])
    let cancellable = subject.sink { value in received.withLock { $0.append(value) } }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(received.withLock { $0 } == [1])
  }

  @Test func releasesItsClosuresOnCompletion() {
    final class Token {}
    weak var weakToken: Token?
    let subject = PassthroughSubject<Int, Never>()
    let cancellable: AnyCancellable
    do {
      let token = Token()
      weakToken = token
      cancellable = subject.sink { _ in withExtendedLifetime(token) {} }
    }
    #expect(weakToken != nil)
    subject.send(completion: .finished)
    #expect(weakToken == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func aSinkNeverAttachedReleasesItsClosuresWhenItIsReleased() {
    final class Token {}
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let sink = Subscribers.Sink<Int, Never>(
        receiveCompletion: { _ in withExtendedLifetime(token) {} },
        receiveValue: { _ in withExtendedLifetime(token) {} }
      )
      #expect(weakToken != nil)
      withExtendedLifetime(sink) {}
    }
    #expect(weakToken == nil)
  }

  @Test func aSinkCancelledBeforeItIsAttachedKeepsItsClosuresAsInCombine() {
    final class Token {}
    weak var weakToken: Token?
    var received: [Int] = []
    do {
      let sink: Subscribers.Sink<Int, Never>
      do {
        let token = Token()
        weakToken = token
        sink = Subscribers.Sink(
          receiveCompletion: { _ in withExtendedLifetime(token) {} },
          receiveValue: { value in withExtendedLifetime(token) { received.append(value) } }
        )
      }
      sink.cancel()
      #expect(weakToken != nil)
      let subject = PassthroughSubject<Int, Never>()
      subject.subscribe(sink)
      subject.send(1)
      // Once attached, a cancel ends it as usual.
      sink.cancel()
      subject.send(2)
      #expect(weakToken == nil)
    }
    #expect(received == [1])
  }

  @Test func aSinkCancelledBeforeItIsAttachedAndNeverAttachedReleasesItsClosuresWithItself() {
    final class Token {}
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let sink = Subscribers.Sink<Int, Never>(
        receiveCompletion: { _ in withExtendedLifetime(token) {} },
        receiveValue: { _ in withExtendedLifetime(token) {} }
      )
      sink.cancel()
      #expect(weakToken != nil)
    }
    #expect(weakToken == nil)
  }

  @Test func cancelsASecondSubscription() {
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let received = RecordingSubscriber<Int, Never>()
    first.subscribe(sink)
    second.subscribe(sink)
    second.subscribe(received)
    second.send(1)
    #expect(received.values == [1])
    #expect(sink.description == "Sink")
    sink.cancel()
  }

  @Test func failureIsDeliveredToReceiveCompletion() {
    let completion = Locked<Subscribers.Completion<TestError>?>(nil)
    let cancellable = Fail<Int, TestError>(error: .oops)
      .sink(
        receiveCompletion: { value in completion.withLock { $0 = value } },
        receiveValue: { _ in }
      )
    #expect(completion.withLock { $0 } == .failure(.oops))
    cancellable.cancel()
  }
}
