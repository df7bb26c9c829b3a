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
}
