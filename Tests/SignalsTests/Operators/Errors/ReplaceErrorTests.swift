import Signals
import Testing

@Suite("Publishers.ReplaceError", .endsSubscriptions)
struct ReplaceErrorTests {
  @Test func replacesTheFailureWithAValue() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = RecordingSubscriber<Int, Never>()
    subject.replaceError(with: 0).subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value(1), .value(0), .completion(.finished)])
  }

  @Test func waitsForDemandBeforeSendingTheReplacement() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
    upstream.replaceError(with: 0).subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value(1)])
    recorder.request(.max(1))
    recorder.expectEvents([.subscription, .value(1), .value(0), .completion(.finished)])
    #expect(upstream.subscription?.events == [.requested(.max(1))])
  }

  @Test func finishedPassesThrough() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1].publisher.setFailureType(to: TestError.self).replaceError(with: 0).subscribe(recorder)
    recorder.expectEvents([.subscription, .value(1), .completion(.finished)])
  }

  @Test func replaceNilReplacesOnlyNil() {
    let recorder = RecordingSubscriber<Int, Never>()
    [1, nil].publisher.replaceNil(with: 9).subscribe(recorder)
    #expect(recorder.values == [1, 9])
  }

  @Test func countsTheDownstreamsDemandAcrossValues() {
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    upstream.replaceError(with: 0).subscribe(recorder)
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .max(1))
    upstream.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value(1), .value(2), .value(0), .completion(.finished)])
  }

  @Test func aValueBeyondTheDemandTrapsAsInCombine() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, TestError>()
      let recorder = RecordingSubscriber<Int, Never>(initialDemand: .none)
      upstream.replaceError(with: 0).subscribe(recorder)
      upstream.send(1)
    }
  }
}
