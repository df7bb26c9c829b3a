import Signals
import Testing

@Suite("Publishers.ReplaceEmpty demand", .endsSubscriptions)
struct ReplaceEmptyDemandTests {
  @Test func theUpstreamIsAskedForEverythingAfterTheDownstreamsRequest() {
    let results = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(2), demandPerValue: .max(4))
    results.replaceEmpty(with: 0).subscribe(recorder)
    #expect(results.subscription?.events == [.requested(.max(2)), .requested(.unlimited)])
    #expect(results.send(5) == .max(4))
    recorder.request(.max(3))
    #expect(
      results.subscription?.events == [
        .requested(.max(2)), .requested(.unlimited), .requested(.max(3)),
      ]
    )
    recorder.cancel()
    recorder.cancel()
    #expect(
      results.subscription?.events == [
        .requested(.max(2)), .requested(.unlimited), .requested(.max(3)), .cancelled,
      ]
    )
  }

  @Test func valuesReachTheDownstreamWhateverItAskedFor() {
    let results = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
    let replaced = results.replaceEmpty(with: 0)
    replaced.subscribe(recorder)
    #expect(results.subscription?.events == [.requested(.unlimited)])
    results.send(1)
    recorder.expectEvents([.subscription, .value(1)])
  }
}
