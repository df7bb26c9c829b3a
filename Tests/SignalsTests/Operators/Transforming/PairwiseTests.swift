import Signals
import Testing

@Suite("Publishers.Pairwise", .endsSubscriptions)
struct PairwiseTests {
  @Test func pairsConsecutiveValues() {
    let recorder = RecordingSubscriber<(Int, Int), Never>()
    [1, 2, 3].publisher.pairwise().subscribe(recorder)
    #expect(recorder.values.map { "\($0)" } == ["(1, 2)", "(2, 3)"])
    #expect(recorder.completion == .finished)
  }

  @Test func theFirstValueAsksForOneMore() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<(Int, Int), Never>(initialDemand: .max(1))
    upstream.pairwise().subscribe(recorder)
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .none)
    #expect(recorder.values.map { "\($0)" } == ["(1, 2)"])
  }
}
