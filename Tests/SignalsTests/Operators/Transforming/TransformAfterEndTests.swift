import Signals
import Testing

@Suite("What arrives after the end (tryMap, tryScan, output)", .endsSubscriptions)
struct TransformAfterEndTests {
  @Test func tryMapPassesOnWhatArrivesAfterACancel() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, any Error>(demandPerValue: .max(2))
    upstream.tryMap { $0 * 2 }.subscribe(recorder)
    recorder.cancel()
    #expect(upstream.send(1) == .max(2))
    upstream.send(completion: .finished)
    // The value is still transformed and delivered; the completion is dropped.
    #expect(recorder.values == [2])
    #expect(recorder.events.count == 2)
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }

  @Test func tryScanKeepsAccumulatingAfterItFinished() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, any Error>()
    upstream.tryScan(0) { $0 + $1 }.subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .finished)
    upstream.send(3)
    #expect(recorder.values == [1, 4])
  }

  @Test func outputPassesOnValuesAfterAFailure() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(demandPerValue: .max(1))
    upstream.output(in: 0..<5).subscribe(recorder)
    upstream.send(completion: .failure(.oops))
    #expect(upstream.send(7) == .max(1))
    recorder.expectEvents([.subscription, .completion(.failure(.oops)), .value(7)])
  }

  @Test func nothingIsKeptAliveForTheLateValues() {
    let upstream = ManualPublisher<Int, Never>()
    weak var released: RecordingSubscriber<Int, any Error>?
    do {
      let recorder = RecordingSubscriber<Int, any Error>()
      released = recorder
      upstream.tryMap { $0 }.subscribe(recorder)
      upstream.send(completion: .finished)
    }
    #expect(released == nil)
    #expect(upstream.send(1) == .none)
  }
}
