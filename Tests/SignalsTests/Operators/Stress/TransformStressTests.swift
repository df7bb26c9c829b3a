import Dispatch
import Signals
import Testing

@Suite("Transform and reduce engines under threads", .endsSubscriptions)
struct TransformStressTests {
  @Test func cancelRacingValuesDeliversAnOrderedPrefix() {
    for _ in 0..<50 {
      let upstream = ManualPublisher<Int, Never>()
      let recorder = RecordingSubscriber<Int, Never>()
      // `removeDuplicates` is a stateful engine, which stops delivering at a cancel whatever the
      // upstream does; `map` and `filter` pass the upstream's subscription through.
      upstream.map { $0 * 2 }.removeDuplicates().filter { $0 >= 0 }.subscribe(recorder)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          for value in 0..<200 { upstream.send(value) }
        } else {
          recorder.cancel()
        }
      }
      let values = recorder.values
      #expect(values == (0..<values.count).map { $0 * 2 })
      upstream.send(1_000)
      #expect(recorder.values.count == values.count)
      #expect(upstream.subscription?.isCancelled == true)
    }
  }

  @Test func reduceDeliversItsAnswerExactlyOnceWhateverThreadAsks() {
    for _ in 0..<100 {
      let upstream = ManualPublisher<Int, Never>()
      let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
      upstream.reduce(0, +).subscribe(recorder)
      DispatchQueue.concurrentPerform(iterations: 3) { index in
        switch index {
        case 0:
          for value in 1...100 { upstream.send(value) }
          upstream.send(completion: .finished)
        default:
          recorder.request(.max(1))
        }
      }
      recorder.expectEvents([.subscription, .value(5050), .completion(.finished)])
    }
  }

  @Test func replaceErrorRacingDemandSendsTheReplacementOnce() {
    for _ in 0..<100 {
      let upstream = ManualPublisher<Int, TestError>()
      let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
      upstream.replaceError(with: -1).subscribe(recorder)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          upstream.send(completion: .failure(.oops))
        } else {
          recorder.request(.max(1))
        }
      }
      recorder.expectEvents([.subscription, .value(-1), .completion(.finished)])
    }
  }
}
