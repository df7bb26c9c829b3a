import Signals
import Testing

@Suite("AnyCancellable", .endsSubscriptions)
struct AnyCancellableTests {
  @Test func cancelsOnDeinit() {
    let count = Locked(0)
    do {
      let cancellable = AnyCancellable { count.withLock { $0 += 1 } }
      withExtendedLifetime(cancellable) {}
    }
    #expect(count.withLock { $0 } == 1)
  }

  @Test func cancelsOnlyOnce() {
    let count = Locked(0)
    let cancellable = AnyCancellable { count.withLock { $0 += 1 } }
    cancellable.cancel()
    cancellable.cancel()
    #expect(count.withLock { $0 } == 1)
  }

  @Test func wrapsACancellable() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject.subscribe(recorder)
    let cancellable = AnyCancellable(recorder.subscription!)
    cancellable.cancel()
    subject.send(1)
    recorder.expectEvents([.subscription])
  }

  @Test func isHashableByIdentity() {
    let first = AnyCancellable {}
    let second = AnyCancellable {}
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }

  @Test func storesInSetsAndCollections() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Locked<[Int]>([])
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    subject.sink { value in received.withLock { $0.append(value) } }.store(in: &set)
    subject.sink { value in received.withLock { $0.append(value * 10) } }.store(in: &array)
    subject.send(1)
    #expect(set.count == 1)
    #expect(array.count == 1)
    set.removeAll()
    subject.send(2)
    array.removeAll()
    subject.send(3)
    #expect(received.withLock { $0 } == [1, 10, 20])
  }
}
