import Signals
import Testing

@Suite("Publishers.Buffer", .endsSubscriptions)
struct BufferTests {
  @Test func keepFullAsksForTheSizeThenOneMorePerDeliveredValue() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.max(3))])
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(2) == .none)
    recorder.request(.max(1))
    #expect(recorder.values == [1])
    #expect(upstream.subscription?.events == [.requested(.max(3)), .requested(.max(1))])
  }

  @Test func byRequestAsksForUnlimited() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    upstream.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.unlimited)])
  }

  @Test func dropNewestKeepsTheFirstValues() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(recorder)
    for value in 1...4 { subject.send(value) }
    recorder.request(.unlimited)
    #expect(recorder.values == [1, 2])
  }

  @Test func dropOldestKeepsTheLastValues() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(recorder)
    for value in 1...4 { subject.send(value) }
    recorder.request(.unlimited)
    #expect(recorder.values == [3, 4])
  }

  @Test func customErrorCancelsTheUpstreamAndFailsAfterTheBufferedValues() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    upstream.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { .other })
      .subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    recorder.request(.max(5))
    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.other))])
  }

  @Test func aFinishWaitsForTheBufferToEmptyAndForDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    subject.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(1)])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(1), .value(2)])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.finished)])
  }

  @Test func aFailureIsDeliveredAtOnceWithoutDemand() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
    subject.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
  }

  @Test func aValueSentFromInsideTheCustomErrorClosureTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, TestError>()
      let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(2))
      upstream
        .buffer(
          size: 0,
          prefetch: .keepFull,
          whenFull: .customError {
            upstream.send(1000)
            return .oops
          }
        )
        .subscribe(recorder)
      upstream.send(0)
    }
  }
}
