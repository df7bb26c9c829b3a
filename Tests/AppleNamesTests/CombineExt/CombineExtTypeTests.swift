import CombineExt
import Testing

@Suite("CombineExt types: ReplaySubject, relays, Create")
struct CombineExtTypeTests {
  @Test func replaySubjectReplaysTheLastValuesAndTheCompletion() {
    let subject = ReplaySubject<String, Never>(bufferSize: 2)
    subject.send("a")
    subject.send("b")
    subject.send("c")
    let early = TestSubscriber<String, Never>()
    subject.subscribe(early)
    subject.send("d")
    subject.send(completion: .finished)
    let late = TestSubscriber<String, Never>()
    subject.subscribe(late)
    #expect(
      early.events == [
        .subscription, .value("b"), .value("c"), .value("d"), .completion(.finished),
      ]
    )
    #expect(late.events == [.subscription, .value("c"), .value("d"), .completion(.finished)])
    #expect(subject.bufferSize == 2)
  }

  @Test func relaysSubscribeToPublishersAndPublishersToRelays() {
    let relay = PassthroughRelay<Int>()
    let current = CurrentValueRelay(0)
    var received: [Int] = []
    let watching = relay.sink { received.append($0) }
    let feeding = [1, 2].publisher.subscribe(relay)
    let taking = current.subscribe([7, 8].publisher)
    #expect(received == [1, 2])
    #expect(current.value == 8)
    withExtendedLifetime((watching, feeding, taking)) {}
  }

  @Test func createUnderCombineExtsSpelling() {
    let publisher = Publishers.Create<Int, Never>(factory: { subscriber in
      subscriber.send(1)
      subscriber.send(completion: .finished)
      return AnyCancellable {}
    })
    let erased = AnyPublisher<Int, Never>
      .create { subscriber in
        subscriber.send(2)
        subscriber.send(completion: .finished)
        return AnyCancellable {}
      }
    var received: [Int] = []
    _ = publisher.sink { received.append($0) }
    _ = erased.sink { received.append($0) }
    #expect(received == [1, 2])
  }

  @Test func replaySubjectListsItsLiveSubscriptionsInOrder() {
    let subject = ReplaySubject<Int, Never>(bufferSize: 1)
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    subject.subscribe(first)
    subject.subscribe(second)
    #expect(subject.subscriptions.count == 2)
    first.cancel()
    #expect(subject.subscriptions.count == 1)
    subject.send(completion: .finished)
    #expect(subject.subscriptions.isEmpty)
    subject.subscribe(TestSubscriber<Int, Never>())
    #expect(subject.subscriptions.isEmpty)
  }

  @Test func betweenTwoRelaysSubscribeFeedsTheArgument() {
    let input = PassthroughRelay<String>()
    let output = CurrentValueRelay("initial")
    var values: [String] = []
    let feeding = input.subscribe(output)
    let watching = output.sink { values.append($0) }
    input.accept("1")
    input.accept("2")
    #expect(values == ["initial", "1", "2"])
    withExtendedLifetime((feeding, watching)) {}
  }

  @Test func aFedRelayIsReleasedAndFinishesItsSubscribers() {
    let source = PassthroughSubject<Int, Never>()
    var relay: PassthroughRelay<Int>? = PassthroughRelay()
    weak let released = relay
    var events: [String] = []
    let watching = relay!
      .sink(
        receiveCompletion: { _ in events.append("finished") },
        receiveValue: { events.append("\($0)") }
      )
    let feeding = source.subscribe(relay!)
    source.send(1)
    relay = nil
    source.send(2)
    #expect(released == nil)
    #expect(events == ["1", "finished"])
    withExtendedLifetime((watching, feeding)) {}
  }

  @Test func anyPublisherTakesCreatesClosure() {
    let subscriber = TestSubscriber<String, TestError>(initialDemand: .max(2))
    var cancelled = false
    let publisher = AnyPublisher<String, TestError> { subscriber in
      for value in ["a", "b", "c"] { subscriber.send(value) }
      subscriber.send(completion: .finished)
      return AnyCancellable { cancelled = true }
    }
    publisher.subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .value("a"), .value("b"), .completion(.finished)])
    #expect(cancelled)
  }

  @Test func aCompletionReachesASubscriberWithoutDemandForTheReplayedValues() {
    let subject = ReplaySubject<Int, Never>(bufferSize: 4)
    for value in 1...4 { subject.send(value) }
    let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(3))
    subject.subscribe(subscriber)
    subject.send(completion: .finished)
    #expect(
      subscriber.events == [.subscription, .value(1), .value(2), .value(3), .completion(.finished)]
    )
  }

  @Test func aRelayAsksItsSourceOnlyWhenItsSubscribersAsk() {
    let input = CurrentValueRelay("initial")
    let output = PassthroughRelay<String>()
    var values: [String] = []
    let feeding = input.subscribe(output)
    let watching = output.sink { values.append($0) }
    input.accept("1")
    #expect(values == ["initial", "1"])
    withExtendedLifetime((feeding, watching)) {}
  }

  @Test func aFinishingSourceDoesNotFinishTheRelay() {
    let relay = CurrentValueRelay(0)
    var events: [String] = []
    let watching =
      relay
      .sink(
        receiveCompletion: { _ in events.append("finished") },
        receiveValue: { events.append("\($0)") }
      )
    let feeding = [1, 2].publisher.subscribe(relay)
    relay.accept(3)
    #expect(events == ["0", "1", "2", "3"])
    withExtendedLifetime((watching, feeding)) {}
  }
}
