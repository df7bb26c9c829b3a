import Signals
import Testing

@Suite("retry is shaped as Combine's", .endsSubscriptions)
struct RetryShapeTests {
  @Test func theDownstreamIsSubscribedWithTheFirstUpstreamSubscription() {
    let upstream = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(2))
    upstream.retry(1).subscribe(recorder)
    recorder.expectEvents([])

    #expect(upstream.subscribe().events == [.requested(.max(2))])
    recorder.expectEvents([.subscription])
  }

  @Test func eachNewSubscriptionIsAskedForTheOutstandingDemand() {
    let upstream = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(3))
    upstream.retry(1).subscribe(recorder)
    let first = upstream.subscribe()
    #expect(upstream.send(1) == .none)
    upstream.send(completion: .failure(.oops))

    let second = upstream.subscribe()
    #expect(first.events == [.requested(.max(3))])
    #expect(second.events == [.requested(.max(2))])
    recorder.expectEvents([.subscription, .value(1)])
  }

  @Test func theDemandAValueReturnsIsSentAsARequest() {
    let upstream = LatePublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(
      initialDemand: .max(1),
      demandPerValue: .max(2)
    )
    upstream.retry(1).subscribe(recorder)
    let subscription = upstream.subscribe()

    #expect(upstream.send(1) == .none)
    #expect(subscription.events == [.requested(.max(1)), .requested(.max(2))])
  }

  @Test func aValueNobodyAskedForTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, TestError>()
      let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .none)
      upstream.retry(1).subscribe(recorder)
      upstream.send(1)
    }
  }
}
