import Signals
import Testing

@Suite("Publishers.CollectByCount", .endsSubscriptions)
struct CollectByCountTests {
  @Test func deliversFullArraysThenTheRest() {
    let recorder = RecordingSubscriber<[Int], Never>()
    [1, 2, 3, 4, 5].publisher.collect(2).subscribe(recorder)
    recorder.expectEvents([
      .subscription, .value([1, 2]), .value([3, 4]), .value([5]), .completion(.finished),
    ])
  }

  @Test func demandIsScaledByTheCount() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<[Int], TestError>(
      initialDemand: .max(1),
      demandPerValue: .max(1)
    )
    upstream.collect(3).subscribe(recorder)
    #expect(upstream.subscription?.events == [.requested(.max(3))])
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(2) == .none)
    #expect(upstream.send(3) == .max(3))
    upstream.send(4)
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value([1, 2, 3]), .completion(.failure(.oops))])
  }

  @Test func collectOfZeroTraps() async {
    await #expect(processExitsWith: .failure) { _ = Empty<Int, Never>().collect(0) }
  }

  @Test func aCompletionAfterACancelStillReachesTheDownstreamWithoutTheBuffer() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<[Int], TestError>()
    upstream.collect(3).subscribe(recorder)
    upstream.send(1)
    recorder.cancel()
    upstream.send(completion: .finished)
    upstream.send(completion: .failure(.oops))
    upstream.send(2)
    recorder.expectEvents([.subscription, .completion(.finished), .completion(.failure(.oops))])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
  }
}
