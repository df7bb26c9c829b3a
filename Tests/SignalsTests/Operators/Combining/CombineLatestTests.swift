import Signals
import Testing

@Suite("Publishers.CombineLatest", .endsSubscriptions)
struct CombineLatestTests {
  @Test func publishesLatestPairOnceBothHaveSent() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let cancellable = letters.combineLatest(numbers).sink { received.append("\($0)\($1)") }
    letters.send("a")
    letters.send("b")
    numbers.send(1)
    letters.send("c")
    numbers.send(2)
    #expect(received == ["b1", "c1", "c2"])
    cancellable.cancel()
  }

  @Test func threeUpstreamsCombine() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    var received: [[Int]] = []
    let cancellable = a.combineLatest(b, c).sink { received.append([$0, $1, $2]) }
    a.send(1)
    a.send(2)
    b.send(2)
    c.send(9)
    a.send(3)
    b.send(12)
    #expect(received == [[2, 2, 9], [3, 2, 9], [3, 12, 9]])
    cancellable.cancel()
  }

  @Test func finishesOnlyWhenAllFinish() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<(Int, Int), Never>()
    Publishers.CombineLatest(a, b).subscribe(recorder)
    a.send(1)
    b.send(10)
    a.send(completion: .finished)
    b.send(20)
    #expect(recorder.completion == nil)
    b.send(completion: .finished)
    #expect(recorder.values.map { $0 + $1 } == [11, 21])
    #expect(recorder.completion == .finished)
  }

  @Test func failureEndsAtOnceAndCancelsTheOther() {
    let a = ManualPublisher<Int, TestError>()
    let b = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<(Int, Int), TestError>()
    a.combineLatest(b).subscribe(recorder)
    a.send(1)
    b.send(completion: .failure(.oops))
    #expect(recorder.completion == .failure(.oops))
    #expect(a.subscription?.events == [.requested(.unlimited), .cancelled])
    #expect(b.subscription?.isCancelled == false)
  }

  @Test func passesRequestsToEveryUpstreamAndDropsCombinationsWithoutDemand() {
    let a = ManualPublisher<Int, Never>()
    let b = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<(Int, Int), Never>(initialDemand: .max(1))
    a.combineLatest(b).subscribe(recorder)
    #expect(a.subscription?.events == [.requested(.max(1))])
    #expect(b.subscription?.events == [.requested(.max(1))])
    a.send(100)
    b.send(1)
    a.send(200)
    a.send(300)
    b.send(2)
    #expect(recorder.values.map { $0 + $1 } == [101])
    b.send(3)
    recorder.request(.max(1))
    #expect(recorder.values.map { $0 + $1 } == [101])
    #expect(a.subscription?.totalDemand == .max(2))
    a.send(400)
    #expect(recorder.values.map { $0 + $1 } == [101, 403])
  }

  @Test func cancelSendsCancelToAllUpstreams() {
    let a = ManualPublisher<Int, Never>()
    let b = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<(Int, Int), Never>()
    a.combineLatest(b).subscribe(recorder)
    recorder.cancel()
    #expect(a.subscription?.isCancelled == true)
    #expect(b.subscription?.isCancelled == true)
    a.send(1)
    b.send(2)
    #expect(recorder.values.isEmpty)
  }
}
