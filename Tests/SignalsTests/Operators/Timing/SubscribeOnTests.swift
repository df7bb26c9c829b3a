import Dispatch
import Signals
import Testing

@Suite("Publishers.SubscribeOn")
struct SubscribeOnTests {
  @Test func subscribesRequestsAndCancelsOnTheScheduler() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, Never>()
    let recorder = RecordingSubscriber<Int, Never>(initialDemand: .max(3))

    upstream.subscribe(on: scheduler).subscribe(recorder)
    #expect(upstream.subscriptionCount == 0)
    recorder.expectEvents([])

    // The request made while subscribing is scheduled for the same instant, so it runs too.
    scheduler.advance()
    #expect(upstream.subscriptionCount == 1)
    recorder.expectEvents([.subscription])
    #expect(upstream.subscription?.events == [.requested(.max(3))])

    recorder.request(.max(1))
    #expect(upstream.subscription?.events == [.requested(.max(3))])
    scheduler.advance()
    #expect(upstream.subscription?.events == [.requested(.max(3)), .requested(.max(1))])

    recorder.cancel()
    #expect(upstream.subscription?.isCancelled == false)
    scheduler.advance()
    #expect(
      upstream.subscription?.events == [.requested(.max(3)), .requested(.max(1)), .cancelled]
    )
  }

  @Test func valuesAndCompletionPassStraightThrough() {
    let scheduler = TestScheduler()
    let upstream = ManualPublisher<Int, TestError>()
    let recorder = RecordingSubscriber<Int, TestError>(demandPerValue: .max(2))

    upstream.subscribe(on: scheduler).subscribe(recorder)
    scheduler.advance()
    #expect(upstream.send(1) == .max(2))
    upstream.send(completion: .failure(.oops))

    recorder.expectEvents([.subscription, .value(1), .completion(.failure(.oops))])
  }

  @Test func worksWithADispatchQueue() {
    let queue = DispatchQueue(label: "SubscribeOnTests")
    let done = DispatchSemaphore(value: 0)
    let values = Locked([Int]())
    let cancellable = [1, 2, 3].publisher
      .subscribe(on: queue)
      .sink(
        receiveCompletion: { _ in done.signal() },
        receiveValue: { value in values.withLock { $0.append(value) } }
      )
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(values.withLock { $0 } == [1, 2, 3])
    cancellable.cancel()
  }
}
