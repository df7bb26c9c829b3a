import Signals
import Testing

@Suite("Publishers.Zip", .endsSubscriptions)
struct ZipTests {
  @Test func pairsValuesInOrder() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let cancellable = letters.zip(numbers).sink { received.append("\($0)\($1)") }
    letters.send("a")
    letters.send("b")
    numbers.send(1)
    letters.send("c")
    numbers.send(2)
    numbers.send(3)
    numbers.send(4)
    #expect(received == ["a1", "b2", "c3"])
    cancellable.cancel()
  }

  @Test func zipsThreeSequences() {
    var received: [String] = []
    let cancellable = [1, 2, 3].publisher.zip(["a", "b"].publisher, [true, false, true].publisher)
      .sink { received.append("\($0)\($1)\($2)") }
    #expect(received == ["1atrue", "2bfalse"])
    cancellable.cancel()
  }

  @Test func finishesWhenAFinishedUpstreamHasNothingLeftToPair() {
    let a = PassthroughSubject<Int, Never>()
    let b = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<(Int, Int), Never>()
    Publishers.Zip(a, b).subscribe(recorder)
    a.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(10)
    #expect(recorder.completion == nil)
    b.send(100)
    #expect(recorder.values.map { $0 * $1 } == [20, 300])
    #expect(recorder.completion == .finished)
    #expect(b.subscription?.isCancelled == true)
  }

  @Test func failureIsDeliveredAtOnce() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<(Int, Int), TestError>()
    a.zip(b).subscribe(recorder)
    a.send(1)
    b.send(completion: .failure(.other))
    #expect(recorder.completion == .failure(.other))
    #expect(recorder.values.isEmpty)
  }

  @Test func deliversNoMoreThanRequested() {
    let recorder = RecordingSubscriber<(Int, Int), Never>(initialDemand: .max(2))
    (1...5).publisher.zip((1...5).publisher).subscribe(recorder)
    #expect(recorder.values.map { $0.0 } == [1, 2])
    recorder.request(.max(1))
    #expect(recorder.values.map { $0.0 } == [1, 2, 3])
  }

  @Test func demandReturnedFromValuesReachesTheUpstreams() {
    let recorder = RecordingSubscriber<(Int, Int), Never>(
      initialDemand: .max(1),
      demandPerValue: .max(1)
    )
    (1...3).publisher.zip((1...3).publisher).subscribe(recorder)
    #expect(recorder.values.map { $0.0 } == [1, 2, 3])
    #expect(recorder.completion == .finished)
  }

  @Test func cancelSendsCancelToAllUpstreams() {
    let a = ManualPublisher<Int, Never>()
    let b = ManualPublisher<Int, Never>()
    let c = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<(Int, Int, Int), Never>()
    a.zip(b, c).subscribe(recorder)
    recorder.cancel()
    #expect([a, b, c].allSatisfy { $0.subscription?.isCancelled == true })
  }
}
