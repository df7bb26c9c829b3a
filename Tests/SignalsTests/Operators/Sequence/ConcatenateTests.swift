import Signals
import Testing

@Suite("Publishers.Concatenate", .endsSubscriptions)
struct ConcatenateTests {
  @Test func appendAndPrependForms() {
    let values = RecordingSubscriber<Int, Never>()
    [3].publisher.prepend(1, 2).append(4).append([5, 6]).prepend(0...0).append(Just(7))
      .subscribe(values)
    values.expectEvents(
      [.subscription] + (0...7).map { .value($0) } + [.completion(.finished)]
    )
    let publisher = RecordingSubscriber<Int, Never>()
    Just(2).prepend(Just(1)).subscribe(publisher)
    #expect(publisher.values == [1, 2])
  }

  @Test func carriesUnmetDemandToTheSuffix() {
    let prefix = ManualPublisher<Int, TestError>()
    let suffix = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(initialDemand: .max(3))
    prefix.append(suffix).subscribe(recorder)
    #expect(suffix.subscriptionCount == 0)
    prefix.send(1)
    prefix.send(completion: .finished)
    #expect(suffix.subscription?.events == [.requested(.max(2))])
    suffix.send(2)
    suffix.send(completion: .failure(.oops))
    recorder.expectEvents([.subscription, .value(1), .value(2), .completion(.failure(.oops))])
  }

  @Test func prefixFailureSkipsTheSuffix() {
    let suffix = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: .oops).append(suffix).subscribe(recorder)
    recorder.expectEvents([.subscription, .completion(.failure(.oops))])
    #expect(suffix.subscriptionCount == 0)
  }

  @Test func cancelReachesTheCurrentUpstream() {
    let prefix = ManualPublisher<Int, Never>()
    let suffix = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>()
    prefix.append(suffix).subscribe(recorder)
    prefix.send(completion: .finished)
    recorder.cancel()
    #expect(prefix.subscription?.events == [.requested(.unlimited)])
    #expect(suffix.subscription?.events == [.requested(.unlimited), .cancelled])
  }
}
