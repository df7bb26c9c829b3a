import Signals
import Testing

@Suite(
  "dropFirst(_:) after the end forwards as Combine's, to a downstream alive elsewhere",
  .endsSubscriptions
)
struct DropFirstAfterTheEndTests {
  @Test func completionsAfterTheFirstStillArrive() {
    let upstream = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(10))
    upstream.dropFirst(1).subscribe(recorder)
    upstream.subscribe()
    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .finished)
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([
      .subscription, .value(2), .completion(.finished), .completion(.failure(.oops)),
    ])
  }

  @Test func aNewSubscriptionAfterTheEndGetsTheDemandKeptMeanwhile() {
    let upstream = LatePublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none, demandPerValue: .max(2))
    upstream.dropFirst(3).subscribe(recorder)
    let first = upstream.subscribe()
    upstream.send(completion: .finished)
    recorder.cancel()
    recorder.request(.max(5))
    recorder.request(.max(6))
    #expect(upstream.send(10) == .none)
    #expect(upstream.send(20) == .none)

    let second = upstream.subscribe()
    #expect(first.events == [.requested(.max(3))])
    #expect(second.events == [.requested(.max(12))])
    #expect(upstream.send(30) == .none)
    #expect(upstream.send(40) == .max(2))
    recorder.expectEvents([.subscription, .completion(.finished), .value(40)])
  }

  @Test func theDownstreamIsNotKeptAliveAfterTheEnd() {
    let upstream = LatePublisher<Int, Never>()
    weak var released: RecordingSubscriber<Int, Never>?
    do {
      let recorder = RecordingSubscriber<Int, Never>()
      released = recorder
      upstream.dropFirst(0).subscribe(recorder)
      upstream.subscribe()
      upstream.send(completion: .finished)
    }
    #expect(released == nil)
    #expect(upstream.send(5) == .none)
  }
}
