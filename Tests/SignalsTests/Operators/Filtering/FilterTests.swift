import Signals
import Testing

@Suite("Publishers.Filter", .endsSubscriptions)
struct FilterTests {
  @Test func removedValuesAskForOneMore() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.filter { $0.isMultiple(of: 2) }.subscribe(recorder)
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .none)
    #expect(recorder.values == [2])
    #expect(upstream.subscription?.events == [.requested(.max(1))])
  }

  @Test func fusedFiltersCheckBoth() {
    let fused: Publishers.Filter<Publishers.Sequence<ClosedRange<Int>, Never>> = (1...6).publisher
      .filter { $0 > 2 }
      .filter { $0 < 5 }
    let recorder = RecordingSubscriber<Int, Never>()
    fused.subscribe(recorder)
    recorder.expectEvents([.subscription, .value(3), .value(4), .completion(.finished)])
  }

  @Test func tryFiltersFuseWithFiltersAsInCombine() {
    let fused: Publishers.TryFilter<Publishers.Sequence<ClosedRange<Int>, Never>> = (1...6)
      .publisher
      .tryFilter { $0 > 1 }
      .filter { $0 < 6 }
      .tryFilter { value in
        if value == 5 { throw TestError.oops }
        return value.isMultiple(of: 2)
      }
    let recorder = RecordingSubscriber<Int, any Error>()
    fused.subscribe(recorder)
    #expect(recorder.values == [2, 4])
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .oops)
  }

  @Test func tryFilterFailsAndCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, any Error>()
    upstream.tryFilter { value in
      if value == 3 { throw TestError.oops }
      return value > 1
    }
    .subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    upstream.send(4)
    #expect(recorder.values == [2])
    #expect(upstream.subscription?.events == [.requested(.unlimited), .cancelled])
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? TestError == .oops)
  }
}
